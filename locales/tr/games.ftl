## Oyun listesi: her oyunun adı, oynandığı yer ve ne olduğunu anlatan bir satır.

game-trictrac-name = Grand Trictrac
game-trictrac-region = Fransa
game-trictrac-blurb = Zarların yapabileceğine puan: jan'lar, trous (delikler) ve pavillon.

game-backgammon-name = Modern tavla
game-backgammon-region = Her yerde
game-backgammon-blurb = Pul kırmalı eve yarış; katlama zarı, para oyunu ve maç.

game-nackgammon-name = Nackgammon
game-nackgammon-region = ABD
game-nackgammon-blurb = Dört arka pulla modern tavla: daha uzun, daha çok temas.

game-hypergammon-name = Hypergammon
game-hypergammon-region = ABD
game-hypergammon-blurb = Üçer pulla (ya da ikişer, birer) modern tavla.

game-hypergammon2-name = Hypergammon, 2 pul
game-hypergammon2-region = ABD
game-hypergammon2-blurb = İkişer pulla modern tavla.

game-hypergammon1-name = Hypergammon, 1 pul
game-hypergammon1-region = ABD
game-hypergammon1-blurb = Birer pulla modern tavla.

game-tavli-name = Tavli
game-tavli-region = Yunanistan
game-tavli-blurb = Sırayla Portes, Plakoto ve Fevga; maç 5 sayıya.

game-portes-name = Portes
game-portes-region = Yunanistan
game-portes-blurb = Tavli'nin ilk oyunu: katlama zarı ve katmerli mars olmadan tavla.

game-plakoto-name = Plakoto (Tapa)
game-plakoto-region = Yunanistan
game-plakoto-blurb = Tavli'nin ikinci oyunu: açık pul kırılmaz, tapalanır; ana pulunu koru.

game-fevga-name = Fevga
game-fevga-region = Yunanistan
game-fevga-blurb = Tavli'nin üçüncü oyunu (Türkiye'de Mültezim): iki taraf aynı yöne gider, tek pul haneyi tutar.

game-long-nardy-name = Uzun nard
game-long-nardy-region = Rusya, Kafkasya
game-long-nardy-blurb = On beş pul baştan çıkar, herkes aynı yöne gider, kırma yok.

game-gul-bara-name = Gül bara
game-gul-bara-region = Türkiye, Balkanlar
game-gul-bara-blurb = Fevga gibi; dördüncü zardan sonra çiftler merdiven gibi tırmanır.

game-russian-name = Rus tavlası
game-russian-region = Rusya
game-russian-blurb = Herkes aynı bölgeden girer; çiftin ardından karşıt çift ve bir zar daha gelir.

game-dutch-name = Hollanda tavlası
game-dutch-region = Hollanda
game-dutch-blurb = On beş pulun hepsi dışarıda başlar; evde pulu olmayan kıramaz.

game-american-name = Amerikan
game-american-region = Endonezya
game-american-blurb = Beyaz dokuz pul girip yarışır; pul kırılmaz; Beyaz'ın galibiyeti 3 sayar.

game-acey-deucey-name = Acey-deucey
game-acey-deucey-region = ABD
game-acey-deucey-blurb = On beş pulu dilediğiniz gibi girin; 1-2 seçtiğiniz bir çifti getirir.

game-snake-name = Yılan
game-snake-region = Endonezya
game-snake-blurb = Beyaz, Siyah'ın evinin dibinden, girecek dokuz pulla başlar.

game-jacquet-name = Jacquet
game-jacquet-region = Fransa
game-jacquet-blurb = Çapraz köşelerden başlanır, önce ulak gider; pul kırılmaz.

game-matador-name = Matador
game-matador-region = Fransa
game-matador-blurb = Jacquet'nin bir türü: 4-3 gelince oynanır, ardından seçilen bir çift ve bir zar daha.

game-icelandic-name = İzlanda tavlası
game-icelandic-region = İzlanda
game-icelandic-blurb = Altı pul tahtanın çevresinde kovalaşır; yakalanan pul oyundan çıkar.

game-chase-name = Kovalamaca
game-chase-region = İzlanda
game-chase-blurb = Yalnız 1'ler, 6'lar ve çiftler oynar: rakibin altı pulunu da yakalayın.

## Her oyunun kısaca kuralları (ana ekranın kartları, oyunun Kurallar paneli).

game-backgammon-rules = Modern tavla (backgammon): her oyuncunun 15 pulu (2'si 24. hanenizde, 5'i 13'te, 3'ü 8'de, 5'i 6'da) ters yönlerde kendi evine yarışır ve toplanır. Oynayabiliyorsanız iki zarı da oynarsınız (oynayamıyorsanız büyüğünü); çiftler dört kez oynanır. Kırılan açık pul bara gider ve önce o girmelidir. Kaybeden hiç pul toplamadan kazanmak mars (2) sayılır; kaybedenin barda ya da sizin evinizde hâlâ pulu varsa katmerli mars (3); katlama zarı bahsi katlar.
game-nackgammon-rules = Nackgammon: dört arka pullu modern tavla (2'si 24. hanenizde, 2'si 23'te, 4'ü 13'te, 3'ü 8'de, 4'ü 6'da); katlama zarı dahil bütün öteki kurallar modern tavladaki gibi.
game-hypergammon-rules = Hypergammon: üçer pulla, rakibin 1, 2 ve 3. hanelerinde (sizin tarafınızdan 24, 23 ve 22. haneler) modern tavla; mars, katmerli mars ve katlama zarı dahil bütün öteki kurallar modern tavladaki gibi (bir seçenekle, Endonezya kaynağındaki gibi her oyun tek sayılır).
game-hypergammon2-rules = İkişer pulla, 24 ve 23. hanelerinizde Hypergammon; gerisi modern tavla.
game-hypergammon1-rules = Birer pulla, 24. hanenizde Hypergammon; gerisi modern tavla.
game-dutch-rules = Hollanda tavlası: 15 pulun hepsi oyun dışında başlar ve bardan girer gibi rakibin evine girer; 15'i de girmeden hiçbir pul ilerlemez. Sonra modern tavla kuralları geçerlidir, ancak açık pulu yalnızca kendi evinde pulu olan oyuncu kırabilir (bir seçenekle her zaman kırılabilir).
game-snake-rules = Yılan (Endonezya'dan “Ular”; orada iki satırla anlatılır): Siyah modern tavladaki gibi dizilir; Beyaz'ın Siyah'ın 1, 2 ve 3. hanelerinin (Beyaz'ın kendi 24, 23 ve 22. haneleri) her birinde ikişer pulu ve oyun dışında dokuz pulu vardır; başka bir pul oynamadan önce bunları Siyah'ın evine girmelidir; sonra modern tavla kuralları. Kaynak oyunu iki satırla anlatır: burada oynanan kurallar bunlardır.
game-long-nardy-rules = Uzun nard: her oyuncunun 15 pulu kendi “baş”ında, yani 24. hanesinde, tahtanın öbür yanındaki rakip başın karşısında başlar; iki taraf da aynı yöne (saatin tersine) kendi evine gider ve oradan toplar. Kırma yok: tek pul haneyi kapatır. Her elde baştan yalnız bir pul çıkabilir; ancak oyuncunun ilk zarı 6-6, 4-4 ya da 3-3 gelirse iki pul çıkabilir (bir seçenek: yalnız 6-6 ve 4-4). Rakibin hiçbir pulu onları geçmemişken kimse rakibin yolu üzerinde art arda altı hane tutamaz (rakibin yoluna göre sayılır; bu yüzden bir blok oyuncunun 1. hanesinden 24. hanesine uzanabilir): böyle bir blok ancak en az bir rakip pul onu geçmişse serbesttir. Bu, bütün hamleden sonraki duruma bakılarak değerlendirilir (bir seçenek: her pul konduktan sonra da). Başlangıç zarını kazanan, ilk hamlesi için zarları yeniden atar. Kaybeden hiç pul toplamadan kazanmak mars (2) sayılır; katmerli mars (Rusça “koks”, 3) yoktur. Katlama zarı bahsi katlar.
game-fevga-rules = Fevga: her oyuncunun 15 pulu kendi 24. hanesinde, tahtanın öbür yanındaki rakip başlangıcın karşısında başlar; iki taraf da aynı yöne (saatin tersine) kendi evine gider ve oradan toplar. Kırma yok: tek pul haneyi kapatır. Oyuncunun ilk pulu, ikinci bir pul başlangıçtan çıkmadan önce rakibin başlangıç hanesini geçmelidir (bir seçenek: rakibin başlangıç bölgesine varması yeter). Rakibin hiçbir pulu onları geçmemişken kimse rakibin yolu üzerinde art arda altı hane tutamaz (rakibin yoluna göre sayılır; bu yüzden bir blok oyuncunun 1. hanesinden 24. hanesine uzanabilir), rakibin başlangıç bölgesinin altı hanesinin hepsini de tutamaz. İkisi de bütün hamleden sonraki duruma bakılarak değerlendirilir (bir seçenek: her pul konduktan sonra da). Başlangıç zarını kazanan, ilk hamlesi için zarları yeniden atar. Bir oyun 1 sayar, kaybeden hiç pul toplamamışsa 2; katlama zarı yok.
game-portes-rules = Portes: modern tavlanın dizilişi ve hamleleri; açık pullar kırılıp bara gider. Başlangıç zarını kazanan, ilk hamlesi için iki zarı yeniden atar (çift de geçerlidir). Bir oyun 1 sayar, kaybeden hiç pul toplamamışsa 2 (bir seçenek: başlangıç bölgesinde, yani kazananın evinde hâlâ pulu varsa); hiçbir zaman 3 değil. Katlama zarı yok.
game-russian-rules = Rus tavlası: her oyuncunun 15 pulu oyun dışında başlar ve aynı bölgeye, iki tarafın da aynı yöne dolaştığı yolun ilk çeyreğine girer; ikisi de aynı son çeyrekten toplar. Oyuncu, başka bir pul oynamadan önce bütün pullarını girmelidir (bir seçenek: dilediği zaman girer). Açık pul kırılır ve baştan yeniden girer (bir seçenek: kırma yok, tek pul haneyi kapatır). Çift dört kez oynanır, ardından karşıt çift dört kez (3-3'ten sonra 4-4: zarın karşılıklı yüzleri toplam 7 eder) ve oyuncu yeniden zar atar; bir bölümü tam oynayamazsa elin kalanı yanar. Bir seçenek: karşıt çift ancak bütün pulları girdikten sonra. Bir oyun 1 sayar, kaybeden hiç pul toplamamışsa 2; katlama zarı yok.
game-gul-bara-rules = Gül bara (gülbahar): her oyuncunun 15 pulu kendi 24. hanesinde, tahtanın öbür yanındaki rakip başlangıcın karşısında başlar; iki taraf da aynı yöne (saatin tersine) kendi evine gider ve oradan toplar. Kırma yok: tek pul haneyi kapatır. Oyuncunun dördüncü zarından itibaren çift dört kez oynanır, ardından 6-6'ya kadar her büyük çift dörder kez (3-3: dört 3, dört 4, dört 5, dört 6). Çiftini sonuna kadar oynayan yeniden zar atar. Oynayamadığı bir sayı elini bitirir ve kalanını rakibi onun yerine oynar (bir seçenek: kalanı yanar), sonra rakip kendi elini oynar. Başlangıç zarını kazanan, ilk hamlesi için zarları yeniden atar. Bir oyun 1 sayar, kaybeden hiç pul toplamamışsa 2; katlama zarı yok.
game-acey-deucey-rules = Acey-deucey: her oyuncunun 15 pulu oyun dışında başlar; oyuncu onları dilediği zaman, bardan girer gibi rakibin evine girer, modern tavladaki gibi oynar ve kırar. 1-2 (acey-deucey) gelince önce oynanır, sonra oyuncu istediği bir çifti söyler ve onu dört kez oynar (bir seçenek, Avrupa usulü: ardından karşıt çifti de, 6-6'dan sonra 1-1), sonra yeniden zar atar. Tam oynayamadığı bir bölüm, ödülün kalanıyla birlikte elini bitirir. Başlangıç zarını kazanan, ilk hamlesi için zarları yeniden atar. Katlama zarı yok: kaybeden, toplayamadığı her pul için bir sayı öder.
game-american-rules = Amerikan: Beyaz'ın sol alt çeyreğin 1, 2 ve 3. hanelerinin her birinde ikişer pulu ve tahtanın yanında dokuz pulu vardır; Siyah'ın 15 pulunun hepsi sağ alt çeyrektedir: 9, 10, 11 ve 12. hanelerde 2, 5, 3 ve 5 pul (haneler alt kenar boyunca soldan numaralanır). İkisi de tahtayı saatin tersine dolaşır: Siyah sağ kenardan yukarı çıkar, üst kenar boyunca gider ve sol alt çeyrekteki evine iner; Beyaz bütün turu yapar, dokuz pulunu dilediği zaman bardan girer gibi (sol alt çeyreğe) girer ve sol üst çeyrekteki evine gider. Hiçbir pul kırılmaz: rakip pulun bulunduğu hane, tek pul olsa bile kapalıdır; art arda altı hane tutulabilir. İlk zarı Beyaz atar. Bütün pullarını ilk toplayan kazanır: Siyah kazanırsa 1 bahis, Beyaz kazanırsa 3; her oyun tek sayılır, katlama zarı yok.
game-jacquet-rules = Jacquet (Fransız kuralları): her oyuncunun 15 pulu kendi 24. hanesinde, rakibin başlangıcına çapraz karşı köşede başlar; iki taraf da aynı yöne kendi evine gider ve oradan toplar. Kırma yok: rakip pulun bulunduğu hane, tek pul olsa bile kapalıdır (bir seçenek Ludii'nin kurallarını oynar: açık pul kırılır ve yeniden girer). Ulak: bir pul eve varmadan ikinci bir pul başlangıçtan çıkamaz; ötekiler onun vardığı elde çıkabilir. Çiftler dört kez oynanır. Başlangıçta büyük zarı atan başlar ve zarları yeniden atar. Bütün pullarını ilk toplayan kazanır; kaynaklar mars bilmez, bu yüzden her oyun 1 sayar; katlama zarı yok. Bazı Fransız kuralları, oyuncu yolunun son iki hanesini tutmadan art arda altı hane tutmayı yasaklar: bu kural burada oynanmaz.
game-matador-rules = Matador (tavla oyunlarını anlatan bir Endonezya kaynağı onu yalnızca “bir çeşit jacquet” diye anar): jacquet kuralları — çapraz karşı köşelerde herkesin kendi 24. hanesinde 15 pul, iki taraf aynı yöne, kırma yok (bir seçenek: Ludii'nin kırması), ikinci pul başlangıçtan çıkmadan önce ulak eve, çiftler dört kez, her oyun 1, katlama zarı yok — ta ki bir oyuncu 4-3, yani matador atana dek: 4'ü ve 3'ü oynar, sonra seçtiği bir çifti, sonra yeniden zar atar. Tam oynayamadığı bir bölüm, ödülün kalanıyla birlikte elini bitirir. Kaynak kuralı iki cümleyle verir: burada oynanan kurallar bunlardır.
game-plakoto-rules = Plakoto (tapa): her oyuncunun 15 pulu kendi 24. hanesinde, yani rakibin 1. hanesinde başlar ve modern tavladaki gibi ters yönlerde eve gider. Hiçbir pul kırılmaz: rakibin açık pulunun üstüne konan pul onu tapalar. Tapalanan pul altta kalır ve üstündeki son pul gidene kadar oynayamaz; hane o sırada tapalayanındır, o oraya pul ekleyebilir, tapalanan taraf oraya pul koyamaz. İki ya da daha çok pul haneyi kapatır. Kendi evinde tapalı pulu olan pul toplayamaz. Oyuncunun başlangıç hanesindeki son pulu, “ana” pulu, orada tapalanırsa oyun hemen biter: o oyuncu 2 kaybeder, meğer ki tapalayanın kendi başlangıç hanesinde hâlâ pulu olsun; iki ana pul da tapalıysa oyun berabere biter. Yoksa bütün pullarını ilk toplayan 1 kazanır, kaybeden hiç pul toplamamışsa 2; hiçbir zaman 3 değil. Başlangıç zarını kazanan, ilk hamlesi için zarları yeniden atar. Katlama zarı yok. Tapa, kırma gibi yazılır: 13/7*.
game-chase-rules = Kovalamaca (İzlanda'dan Að elta stelpur: Endonezya kaynağı ona birkaç satır ayırır, sustuğu yerde Ludii'nin kural dosyası tamamlar; burada oynanan kurallar bunlardır): herkese altı pul, her hanede bir pul; Beyaz kendi 1-6. hanelerinde, Siyah onların yanında, sağ tarafta kendi I-VI. hanelerinde; iki taraf da tahtayı saatin tersine durmadan dolaşır, hiçbir pul toplanmaz; Beyaz'ın en öndeki pulu Siyah'ın en sondakinin hemen arkasındadır. Yalnız 1'ler, 6'lar ve çiftler sayılır: 6-3 yalnız 6'yı oynar, 2-5 hiçbir şey; 6-6 dört altıdır, öteki her çift kendi sayısından iki tane; çiftten sonra oyuncu zarlar farklı gelene kadar yeniden atar (bir seçenek: bkgm'nin çiftleri, yeniden atış yok). Bir hanede bir pul durur; rakip pulun üstüne konan pul onu kalıcı olarak yakalar. Oyuncunun son pulu yalnız 1 ve 6 ile, köşeden köşeye (çeyreklerin uçları) gider: 1 öndeki en yakın köşeye, 6 onu geçip bir sonrakine; yalnız bir köşede yakalanabilir, iki rakip pulun arasındaysa yakalanamaz. Başlangıçta büyük zarı atan başlar ve yeniden atar (bir seçenek: küçük zarı atan). Kazanmak için rakibin bütün pullarını yakalayın: 1 sayı, katlama zarı yok.
game-icelandic-rules = İzlanda tavlası (Endonezya kaynağından olduğu gibi okunan bir paragraf; burada oynanan kurallar bunlardır): herkese sağ tarafta, her hanede bir olmak üzere altı pul; Beyaz sağ alt çeyrekte, Siyah sağ üst çeyrekte; iki taraf da tahtayı saatin tersine durmadan dolaşır, hiçbir pul toplanmaz. Her sayı oynar, çiftler dört kez. Bir pul kendi pullarının ya da rakip pulların üstüne konabilir: rakip pulları yakalar ve onlar oyundan çıkar. Arkadaki pullar saldırır, öndekiler kaçar: önce sağ üsttekiler kaçar, tahtanın turunu tamamlayınca ötekilerin arkasına gelir ve sıra onlara gelince saldırırlar. Tek pulu kalan oyuncu, zarını oynamak yerine, zar ne gelirse gelsin o pulu öndeki en yakın köşeye (24, 19, 18, 13, 12, 7, 6, 1. haneler) atlatabilir: sayılar o zaman rakibe geçer, rakip onları kendi elinden önce oynar; köşedeki son pul yalnız köşelere gider. Başlangıçta büyük zarı atan iki sayıyı da oynar. Kazanmak için rakibin son pulunu yakalayın: 1 sayı, katlama zarı yok.
game-tavli-rules = Yunan tavlisi: sırayla Portes, Plakoto ve Fevga oynanan 5 sayılık maç, katlama zarı yok (her oyunun kuralları kendi kartında).
game-trictrac-rules = Fransız Grand Trictrac'ı: zarların yapabileceğine puan (jan'lar), kazanmak için on iki trou (delik), pavillon. Bütün kurallar ve dersler içeride.
