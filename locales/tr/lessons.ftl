## The lessons of the Grand Trictrac: the groups of the list, then each lesson's title, what to look at (intro) and the explanation shown once answered.

les-group-hit-petit-jan = Vuruş
les-group-battre-le-coin = Dinlenme köşeleri ve geçit
les-group-fill-petit-jan = Doldurmak ve korumak
les-group-impuissance = Impuissance
les-group-mezeas = Seyrek jan'lar
les-group-sortie = Sortie, trou'lar ve bredouille
les-group-tenir = Tenir ya da s'en aller
les-hit-petit-jan-title = Petit jan tablasında gerçek vuruş
les-hit-petit-jan-intro = Siyah'ın sizin 3. hanenizde tek bir pulu var (bu kadar ileri gelebildi, çünkü artık petit jan'ınızı yapamazsınız). Atışınızın, pullarınızdan birinden ona varan her sayısı, ona gerçekten vurmanın (battre à vrai) bir yoludur.
les-hit-petit-jan-explanation = 2 talondan, as 2. haneden 3. haneye varıyor: iki yol, petit jan tablasında her biri 4 puan, yani 8 puan. 3 toplamı hiçbir yerden başlayamıyor.
les-hit-grand-jan-title = Grand jan tablasında üç yol
les-hit-grand-jan-intro = Siyah'ın tek pulu sizin 14. hanenizde duruyor. Yolları sayıya göre sayın: 3 ile, 2 ile ve toplamlarıyla, hangi pullar gerçekleştirirse gerçekleştirsin.
les-hit-grand-jan-explanation = 11. haneden 3 ile, dinlenme köşenizden 2 ile (vuruş sanaldır, bu yüzden köşenin pulları vurabilir), 9. haneden kendi 11. ya da 12. haneniz üzerinden 5 ile: grand jan tablasında 2'şer puandan üç yol, 6 puan.
les-hit-doublet-title = Çiftle vuruş
les-hit-doublet-intro = Çift iki kez değil, bir kez oynanır: sayıları tek sayı ve onun iki katıdır. Siyah'ın tek pulu yine sizin 3. hanenizde ve siz bezet (çift as) attınız.
les-hit-doublet-explanation = 2. haneden 1 ile ve talondan kendi 2. haneniz üzerinden 2 ile: iki yol, petit jan tablasında çiftle her biri 6 puan, 12 puan.
les-hit-false-title = Sahte vuruş (battre à faux)
les-hit-false-intro = 11. hanedeki pullarınız Siyah'ın 18. hanedeki tek puluna yalnız 7 toplamıyla varabilir. İki geçide, 14. ve 15. hanelere bakın.
les-hit-false-explanation = İki geçitte de ikişer ya da daha çok Siyah pul var: toplamla vuruş sahtedir ve sahte vuruş rakibe puan kazandırır, grand jan tablasında 2 puan (çiftle 4).
les-hit-both-tables-title = Bir atışta gerçek ve sahte
les-hit-both-tables-intro = Siyah'ın iki tek pulu var: biri sizin 4. hanenizde, biri 18. hanenizde. Her hedef ayrı değerlendirilir.
les-hit-both-tables-explanation = Talondan 3, 4. haneye gerçekten vurur: petit jan tablasında 4 puan, sizin. 18. haneye yalnız 11. haneden 7 ile varılıyor ve iki geçit de (14 ve 15) kapalı: bu sahte vuruş size değil, Siyah'a 2 puan verir.
les-battre-le-coin-title = Battre le coin
les-battre-le-coin-intro = Dinlenme köşenizi üç pulla tutuyorsunuz ve Siyah'ın köşesi (sizin 13. haneniz) boş. Her sayıyla birer pul oraya gidebilir miydi?
les-battre-le-coin-explanation = 11. haneden 2 ve köşenin surcase'inden as, ikisi de 13. haneye konardı: köşeye vurursunuz, 4 puan (çiftle 6), tek yol. Köşenin son iki pulu yardım edemezdi.
les-coin-par-puissance-title = Köşeyi puissance ile almak
les-coin-par-puissance-intro = Siyah'ın dinlenme köşesi (sizin 13. haneniz) boş. 7 ve 8'deki pullarınız oraya, biri 6 ile, biri 5 ile varabilirdi; kendi köşenize doğal yoldan iki pul getiremezsiniz.
les-coin-par-puissance-explanation = Hiçbir pul rakibin köşesinde asla duramaz, ama oraya iki pul getirebildiğiniz için kendi köşenizi puissance ile alabilirsiniz: iki pul da bir hane geride, 12'de durur. 14'e gitmek de reddedilir: Siyah hâlâ grand jan'ını yapabilir, bu yüzden üçüncü çeyreğinizde (13'ten 18'e) hiçbir pul duramaz.
les-passage-title = Jeu de retour'a geçit
les-passage-intro = Siyah'ın pullarının hepsi kendi tarafında, talonunda ve 8. hanesinde: hâlâ petit jan'ını ve grand jan'ını yapabilir. 8'deki iki pulunuz tahtanın ortasına yakın.
les-passage-explanation = Rakip hâlâ grand jan'ını yapabildikçe üçüncü çeyreğinizde (13'ten 18'e), petit jan'ını yapabildikçe dördüncü çeyreğinizde hiçbir pul duramaz ve hiçbiri onun köşesinde (13) asla durmaz: geriye yalnız kendi tarafınızın içindeki oyunlar kalır, 1→7, 1→6 gibi.
les-fill-petit-jan-title = Petit jan'ı doldurmak: sayıya göre yollar
les-fill-petit-jan-intro = İlk çeyreğinizde yalnız 4. hane yarım hane (demi-case). Başka bir haneyi açmadan onu kapatabilen her sayı (2, as, toplamları) bir yoldur.
les-fill-petit-jan-explanation = 3. haneden as ile (orada iki pul kalır) ve talondan tout d'une 3 ile: 4'er puandan iki yol, 8 puan. 2. haneden 2, 2. haneyi açardı, bu yüzden yol değildir.
les-fill-grand-jan-title = Grand jan'ı doldurmak
les-fill-grand-jan-intro = İkinci çeyreğinizde (7'den 12'ye) 11. hanede bir pul eksik. Başka bir haneyi açmadan onu kapatan her sayı bir yoldur.
les-fill-grand-jan-explanation = 10. haneden as ile ve 7. haneden tout d'une 4 ile (ikisinde de iki pul kalır): 4'er puandan iki yol, 8 puan. 8. haneden 3, 8. haneyi açardı, bu yüzden yol değildir.
les-conserve-title = Dolu bir jan'ı korumak
les-conserve-intro = Petit jan'ınız dolu. Bu çiftle iki 3'ü de onu bozmadan oynayabilir misiniz?
les-conserve-explanation = Evet: 5. hanenin surcase'i 8. haneye, sonra 11'e gider ve jan bütün kalır. Korumak çiftle 6 (tek atışla 4) puan getirir, tek yol.
les-jan-de-retour-title = Jan de retour'u doldurmak
les-jan-de-retour-intro = Jeu de retour'da (dönüş oyunu) son çeyreğinizde (19'dan 24'e) 23. hanede bir pul eksik.
les-jan-de-retour-explanation = 22. haneden as ile ve 19. haneden tout d'une 4 ile (ikisinde de iki pul kalır): 4'er puandan iki yol, 8 puan. 20. haneden 3, 20. haneyi açardı, bu yüzden yol değildir.
les-impuissance-title = Impuissance
les-impuissance-intro = Carmes (çift dört) attınız. Siyah sizin 13'ten 16'ya kadar hanelerinizi tutuyor. Oynayamadığınız her sayı rakibe 2 puan verir.
les-impuissance-explanation = 9., 10., 11. ve 12. hanelerden 4, 13, 14, 15 ya da 16'ya konar, hepsini Siyah tutuyor (13 onun köşesi): iki 4 de oynanamaz, bu yüzden Siyah her biri için 2, toplam 4 puan yazar.
les-conserver-par-impuissance-title = Impuissance ile korumak
les-conserver-par-impuissance-intro = Jan de retour'unuz dolu; dinlenme köşenizde hâlâ iki pul var ve 17. hanede bir pul duruyor. Siyah sizin 18. hanenizi tutuyor. Sonnez (çift altı) attınız.
les-conserver-par-impuissance-explanation = Bir 6, 17. hanedeki pulu 23'e götürür. Öteki oynanamaz: köşenin iki pulu Siyah'ın tuttuğu 18. haneye konardı ve onlar son çeyreğin dışındayken hiçbir pul toplanamaz. Siyah bu impuissance'ı (2) yazar; jan'ı bütün kalan siz de onu impuissance ile korursunuz: çiftle 6.
les-mezeas-title = Jan de mézéas
les-mezeas-intro = Talon dışındaki yalnız iki pulunuz dinlenme köşenizi tutuyor ve as attınız.
les-mezeas-explanation = Bu jan de mézéas'tır: bir asla 4 puan (iki asla 6). Siyah da köşesini tutsaydı puanlar Siyah'a giderdi (contre-jan).
les-contre-mezeas-title = Contre-jan de mézéas
les-contre-mezeas-intro = Neredeyse jan de mézéas'taki pozisyon, ama Siyah'ın iki pulu da kendi dinlenme köşesini tutuyor.
les-contre-mezeas-explanation = Rakip de köşesini tutuyorsa mézéas size karşı döner: contre-jan Siyah'a 4 puan (iki asla 6) verir, siz bundan hiçbir şey kazanmazsınız.
les-deux-tables-title = Jan de deux tables
les-deux-tables-intro = Talonunuzdan yalnız iki pul ayrıldı, ikisi de 7. hanede. İki sayıyla her biri bir dinlenme köşesine gidebilir miydi?
les-deux-tables-explanation = 5, 7. hanedeki bir pulu sizin köşenize (12), 6 ötekini Siyah'ınkine (13) götürür: jan de deux tables, 4 puan (çiftle 6). Yalnız düşüncede mümkün olması yeter; gerçekten 13'e gidemezsiniz.
les-contre-deux-tables-title = Contre-jan de deux tables
les-contre-deux-tables-intro = Talon dışındaki iki pulunuz, jan de deux tables'daki gibi, 7. hanede duruyor; ama Siyah kendi dinlenme köşesine (sizin 13. haneniz) iki pul getirdi.
les-contre-deux-tables-explanation = 5 ve 6 yine her köşeye birer pul götürürdü, ama Siyah kendi köşesini tutuyor: jan size karşı döner ve contre-jan de deux tables Siyah'a 4 puan (çiftle 6) verir.
les-six-tables-title = Jan de six tables
les-six-tables-intro = Bu üçüncü atışınız. 3., 5., 6. ve 7. hanelerin her birinde birer pulunuz var.
les-six-tables-explanation = Talondan as ve 3, 2. ve 4. hanelere pul koyardı: üç atışta altı hane dolu, jan de six tables, 4 puan. Böyle oynamanız gerekmez.
les-sortie-title = Sortie
les-sortie-intro = Son iki pulunuz 23. ve 24. hanelerde duruyor; Siyah'ın bir pulu kaldı.
les-sortie-explanation = 2, 23. haneden, as 24. haneden toplar: bütün pullarını ilk toplayan 4 (çiftle 6) puan yazar, sonra yeni bir relevé başlar.
les-bredouille-title = Bredouille: iki trou
les-bredouille-intro = 8 puanınız var, Siyah'ın hiç yok: Siyah'ın son puanından beri hepsini siz yazdınız, yani en bredouille'sunuz. Bu atışın puanlarını, sonra onların ettiği trou'ları sayın.
les-bredouille-explanation = 10. haneden 5 ile 15. haneye gerçekten vurursunuz: grand jan tablasında çiftle 4 puan. 8 + 4 = 12, arada Siyah puan almadan: en bredouille trou çift sayılır, 2 trou. İlk puanınızdan beri Siyah puan almış olsaydı tek trou olurdu.
les-bredouille-interrupted-title = Kesildi: tek trou
les-bredouille-interrupted-intro = Aynı atış, ama ikinizin de 8 puanı var: Siyah sizin ilk puanlarınızdan sonra puan aldı, yani artık en bredouille değilsiniz.
les-bredouille-interrupted-explanation = Atış size yine aynı 4 puanı verir (10. haneden 5 ile 15. haneye) ve 8 + 4 = 12 bir trou eder. Siyah'ın puanları sizinkileri kesti: 2 değil, 1 trou. Siyah'ın 8 puanı silinir.
les-tenir-title = Tenir: fazlayı korumak
les-tenir-intro = 8 puanınız var, Siyah'ın 4. Bu atış size bir trou kazandırıyor; kalmayı (tenir) seçip oynamaya devam ediyorsunuz.
les-tenir-explanation = 10. hanedeki iki pul, her biri bir 3 ile Siyah'ın boş köşesine gidebilirdi: köşeye vurursunuz, çiftle 6 puan. 8 + 6 = 14: bir trou (Siyah sizi kesmişti) ve kalırsanız fazla 2 puan fişinizde kalır. Siyah'ın 4 puanı silinir; sonra o, impuissance'ınızın 4 puanını yazar, çünkü 3'lerinizin hiçbiri oynanamaz.
les-s-en-aller-title = S'en aller: rakibin kaybettiği
les-s-en-aller-intro = Aynı atış size bir trou kazandırıyor ve bu kez kalmak yerine gidiyorsunuz (s'en aller).
les-s-en-aller-explanation = Giderek fazla 2 puanınızdan vazgeçersiniz: bütün fişler şeride döner ve iki taraf da yeni bir relevé için pullarını yeniden talonlara dizer; relevé'yi siz başlatırsınız. Siyah bu atışın ona verdiğini yazamaz: impuissance'ınızın 4 puanı (oynayamadığınız her 3 için 2) onun için kaybolur.

## The lessons' panel.

les-lessons = Dersler
les-guided-lessons = Rehberli dersler
les-close = Dersleri kapat
les-check = Denetle
les-next-lesson = Sonraki ders
les-to-partie = Şimdi okul kipinde bir parti oynayın
les-try-again = Tam değil: yeniden deneyin.
les-right = Doğru!
les-all-lessons = ← Bütün dersler
les-your-answer = Cevabınız
# $name: the lesson the address asked for (after "#lesson-")
les-missing = Adres var olmayan bir ders istiyor (“{ $name }”): işte bütün dersler.
# said after a done lesson's title, to screen readers
les-done-mark = {" "}(bitti)
les-holes = Trou
les-points = Puan
# $answer: the right answer, a number or a play ("7→12, 9→12")
les-answer-is = Tam değil. Cevap: { $answer }.
# $from: the field a checker is borne off from
les-move-off = { $from }→dışarı

## The questions. $side: whose points or holes (tt-white, tt-black); $roller: who rolled; $opponent: the other.

les-question-points = Bu atış { $side } tarafına kaç puan kazandırıyor?
les-question-points-opponent = Bu atış rakibe, { $side } tarafına, kaç puan kazandırıyor?
les-question-play = Bu oyunlardan hangisi kurala uygun?
les-question-holes = Bu atış { $side } tarafına kaç trou kazandırıyor?
les-question-tenir = { $roller } kalıyor (tenir): kaç puanı korur?
les-question-s-en-aller = { $roller } gidiyor (s'en aller): { $opponent } bu atışın kaç puanını kaybeder?
