## Ce que tous les jeux partagent.

kit-language = Langue
