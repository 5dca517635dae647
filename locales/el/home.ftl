## Η αρχική οθόνη.

home-title = Παιχνίδια τάβλι
home-tagline = Το trictrac, το backgammon και τα παιχνίδια τάβλι που παίζονται ακόμα, με τους κανόνες τους.
home-rules = Κανόνες
# $slug: ό,τι ζήτησε η διεύθυνση μετά το «#/»
home-no-such-game = Δεν υπάρχει παιχνίδι στο «#/{ $slug }»: ορίστε τα παιχνίδια.
# no argument: the home screen's link to backgammon's lessons, for a beginner
home-learn-backgammon = Πρώτη φορά στο backgammon; Μάθε τους κανόνες του πάνω στο ταμπλό, ένα σύντομο μάθημα τη φορά.
