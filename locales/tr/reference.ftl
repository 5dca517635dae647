## The rule reference of the Grand Trictrac: its sections (title, paragraphs, list items) and the captions of its diagrams. The game's French terms stay French in every language.

ref-ex-board-caption = Başlangıç, Beyaz'a göre numaralı: on beş pulun hepsiyle talonu (1), dinlenme köşesi (12), Siyah'ın dinlenme köşesi (13) ve Siyah'ın talonu (24).
ref-ex-move-caption = Beyaz 5 ve 3 atıyor; bir pulu 5, bir başkasını 3 oynuyor. Bir pulu tout d'une 1'den 9'a da oynayabilirdi.
ref-ex-corner-natural-caption = 5 ve 4 ile Beyaz dinlenme köşesini doğal yoldan alıyor: her sayıyla bir pul, ikisi birlikte 12'ye konuyor.
ref-ex-corner-puissance-caption = 5 ve 4 ile 8 ve 9'daki pulların ikisi de Siyah'ın boş köşesine (13) varabilirdi: Beyaz kendi köşesini puissance ile alıyor, her pul bir hane geride duruyor.
ref-ex-passage-caption = Bütün pulları talonunda olan Siyah hâlâ petit jan'ını yapabilir, bu yüzden hiçbir beyaz pul Beyaz'ın 12'sinin ötesine geçemez: 10 ve 11'deki pullar ne 6'yı ne 5'i oynayabilir (15, 16 ya da 17'ye). Beyaz onun yerine talonundan oynuyor.
ref-ex-sortie-caption = Beyaz'ın son iki pulu 23 ve 24'te; 2 ve as ile ikisi de çıkıyor. On beşinin hepsini ilk toplayan o: sortie, 4 puan (çiftle 6).
ref-ex-bredouille-caption = Beyaz 4 puan yazdı, sonra Siyah 2: Beyaz débredouillé oldu ve bredouille fişi, artık en bredouille olan Siyah'ın fişinin yanına gidiyor.
ref-ex-pavillon-caption = Siyah ilk trou'sunu (2, en bredouille) kazandığında Beyaz 3 trou almıştı: Siyah pavillon'u çivisinin başlangıç trou'suna alıyor ve hâlâ en grande bredouille kazanabilir.
ref-ex-six-tables-caption = Beyaz'ın üçüncü atışı: 2, 3, 4 ve 5'te pullar; 6 ve 5 iki pulu daha 7 ve 6'ya indirebilirdi. Jan de six tables, 4 puan — böyle oynaması gerekmez.
ref-ex-deux-tables-caption = Beyaz'ın talonundan yalnız iki pul ayrıldı; 6 ve 5 ile biri onun köşesine (6 + 6), öteki Siyah'ınkine (8 + 5) gidebilirdi. Jan de deux tables, 4 puan.
ref-ex-mezeas-caption = Beyaz köşesini tam iki pulla tutuyor, talon dışında başka pulu yok ve as atıyor: jan de mézéas, 4 puan (iki asla 6).
ref-ex-battre-a-vrai-caption = Siyah'ın tek pulu Beyaz'ın 15'inde, Beyaz'ın vuran pulları 8, 11 ve 12'de, atış 4 ve 3: 3 ile (12'den), 4 ile (11'den) ve 7 ile (8'den). Grand jan tablasında üç yol × 2 = 6 puan.
ref-ex-battre-a-faux-caption = Beyaz'ın 7'deki pulu 14'teki tek siyah pula yalnız 7 ile varabilirdi, ama iki geçitte de (10 ve 11) ikişer siyah pul var: battre à faux, Siyah'a 2 puan.
ref-ex-battre-le-coin-caption = Beyaz köşesini üç pulla tutuyor, Siyah'ınki boş; 2 ve as ile 11'den bir pul ve 12'nin surcase'i oraya birlikte gidebilirdi. Battre le coin, 4 puan.
ref-ex-impuissance-caption = Beyaz 6 ve as atıyor. 6 yalnız köşesinin, birlikte ayrılması gereken son iki pulundan birini oynatabilirdi: impuissant'tır, Siyah'a 2 puan. As (21'den 22'ye) jan de retour'u doldurur: Beyaz'a 4 puan.
ref-ex-remplir-caption = Yalnız 6. hane demi-case. 5 ve 4 ile 5 (1'den) ya da 4 (2'den) onu kapatabilir: iki yol × 4 = 8 puan.
ref-ex-conserver-caption = Beyaz'ın petit jan'ı dolu. 6 ve 5 ile onu bozmadan talonunun surcase'lerinden oynayabilir: korur (conserver), 4 puan.
ref-rule-board-title = Tahta ve numaralandırması
ref-rule-board-p1 = Tablier'de 24 hane (flèches) vardır, her oyuncunun tarafında on iki. Ortadaki şerit her tarafı iki tablaya böler: talonların yanında table des petits jans, dinlenme köşelerinin yanında table des grands jans. Her oyuncunun 15 pulu (dames) vardır; iki zar ortaktır.
ref-rule-board-p2 = Her oyuncu haneleri kendi açısından, 1'den 24'e sayar. 1'i, bütün pullarının başladığı talonudur (topuk); 12'si dinlenme köşesidir (coin de repos); 13'ten 24'e rakibin tarafındadır, 13 rakibin köşesi, 24 onun talonudur. Benim p haneme rakip 25 − p der. Pullar yalnız ileri gider; 25 tahtanın dışıdır.
ref-rule-board-item1 = Altışar haneli çeyrekler (cadrans): 1–6, 7–12, 13–18, 19–24. İlkinde petit jan, ikincisinde grand jan, sonuncusunda jan de retour yapılır.
ref-rule-board-item2 = Benim iki ya da daha çok pulumun bulunduğu hane bir case'dir (güvenli); tek pullu hane bir demi-case'dir (açık pul); ikiden fazla pullar surcase'tir.
ref-rule-board-item3 = Sayı takımı: üç jeton (her oyuncuya puanlar için bir, bredouille için bir), her oyuncunun uzun şeridindeki on iki trou'da birer fichet (çivi) ve kısa şeridin ortadaki trou'sunda pavillon (bayrak).
ref-rule-start-title = Başlangıç ve öncelik
ref-rule-start-p1 = Başlangıçta her oyuncunun on beş pulunun hepsi talonunda durur, fişler talonlar arasındaki şeritte, çiviler 0. trou'da ve pavillon ortadaki trou'dadır.
ref-rule-start-p2 = Öncelik: her oyuncu bir zar atar; büyük atan ilk oynar ve ilk hamlesi için iki zarı yeniden atar. Zarlar eşitse yeniden atılır. Sonraki relevé'lerde ilk, önce toplamayı bitiren ya da s'en aller'i seçen oyuncu oynar.
ref-rule-moving-title = Pulları oynatmak
ref-rule-moving-p1 = Bir pul, karşı pul bulunan bir haneye asla konamaz. Tahtadan hiçbir pul kırılmaz: trictrac'ta “battre” yalnız puan kazandırır.
ref-rule-moving-item1 = Her sayı ayrı ya da tout d'une: a ve b ile bir pul a, bir pul (aynısı ya da başkası) b kadar gider; ya da konduğu hane ve iki geçitten (başlangıç + a, başlangıç + b) en az biri açıksa bir pul a + b kadar gider.
ref-rule-moving-item2 = Çift iki kez değil, bir kez oynanır: 4-4, 4'lük iki hamledir (iki pul 4'er, ya da bir pul açık bir hane üzerinden 8).
ref-rule-moving-item3 = Mümkünse iki sayı da oynanmalıdır; yalnız biri oynanabiliyorsa, mümkünse büyüğü. Oynanamayan sayı impuissant'tır ve rakibe puan kazandırır.
ref-rule-coin-de-repos-title = Dinlenme köşesi (coin de repos)
ref-rule-coin-de-repos-item1 = Doğal yoldan: köşe (benim 12'm) ancak aynı atışta, her sayıyla birer pul olmak üzere oraya iki pul getirilerek alınır (çiftle, o sayıyla iki pul).
ref-rule-coin-de-repos-item2 = Puissance ile: rakibin köşesi (benim 13'üm) boşsa ve pullarımdan ikisi, her sayıyla biri, doğrudan oraya gidebiliyorsa, onları bunun yerine kendi köşeme koyabilirim. Doğal yoldan alabiliyorsam öyle almalıyım.
ref-rule-coin-de-repos-item3 = Tutulduktan sonra surcase'ler birer ya da ikişer, yalnız doğal yoldan eklenebilir. Köşeden ayrılırken önce surcase'ler gider, son ikisi birlikte ayrılmalıdır; köşe sonra yeniden alınabilir.
ref-rule-coin-de-repos-item4 = Kimse rakibin köşesine asla pul koyamaz. Boş köşe, tout d'une bir hamlenin geçidi olabilir. Köşeyi almak, tek geçerli oyun olmadıkça zorunlu değildir ve kendi başına puan getirmez.
ref-rule-passage-title = Jeu de retour'a geçit
ref-rule-passage-p1 = 13'ten 24'e kadar haneler, rakibin tarafındaki jeu de retour'dur (dönüş oyunu). Bana ancak rakip oradaki jan'larını doldurma şansını yitirdikçe açılırlar:
ref-rule-passage-item1 = rakip hâlâ petit jan'ını yapabildikçe pullarımın hiçbiri 13'e ya da ötesine gidemez;
ref-rule-passage-item2 = petit jan'ını artık yapamayıp grand jan'ını hâlâ yapabiliyorsa, 13–18'de duramam, ama üzerlerinden 19–24'e geçebilirim;
ref-rule-passage-item3 = ikisini de yapamıyorsa, dinlenme köşesi dışında her açık haneye gidilebilir.
ref-rule-passage-p2 = Rakip, pullarımdan hiçbiri orada durmuyorsa ve çeyreğin her hanesinde ya da gerisinde yeterince pulu varsa (talon tarafından sayarak en az 2, 4, … 12) bir çeyreği hâlâ doldurabilir.
ref-rule-sortie-title = Sortie (toplama)
ref-rule-sortie-p1 = On beş pulun hepsi son çeyrekteyken (19–24) oyuncu toplayabilir: 25 bir hane sayılır. Bir pulu tam 25'e getiren sayı onu çıkarır; en uzak pulun ihtiyacından büyük bir sayı o pulu çıkarır; hiçbir şey çıkamıyorsa sayı tahtanın içinde oynanır. Dolu bir jan de retour mümkünse yine korunmalıdır.
ref-rule-sortie-p2 = Bu, varsayılan olan hızlı “Paris usulü” sortie'dir. Bir seçenek olan yavaş “taşra usulü” sortie, bir sayıyı oynanabildiği her durumda tahtanın içinde oynatır.
ref-rule-sortie-p3 = On beşinin hepsini ilk toplayan oyuncu sortie'yi yazar: son pulu çıkaran atışın değeri, 4 puan, çiftle 6. Sonra relevé biter ve iki oyuncu pullarını yeniden talonlarına dizer; fişlerdeki puanlar korunur.
ref-rule-turn-title = Bir elin sırası
ref-rule-turn-item1 = Atan oyuncu zarları atar.
ref-rule-turn-item2 = Atışının kendisine kazandırdığı puanları, oynamadan önceki pozisyona göre sayarak yazar, sonra bunların kazandırdığı trou'ları.
ref-rule-turn-item3 = Kendi puanlarıyla bir trou kazandıysa tenir ya da s'en aller arasında seçim yapar.
ref-rule-turn-item4 = Pullarını oynar.
ref-rule-turn-item5 = Rakip bu atışın kendisine kazandırdığını yazar: battre à faux, impuissance, contre-jan'lar.
ref-rule-turn-item6 = Rakip zar atar.
ref-rule-points-title = Puanlar, trou'lar, bredouille
ref-rule-points-p1 = Puanlar her zaman çift sayılardır. On iki puan bir trou (delik) eder; 12 trou'ya ilk ulaşan partiyi kazanır. Her oyuncu puanlarını fişiyle işaretler: 2'yi 2. hanesinde, 4'ü 4'te, 6'yı 6'da, 8'i 7'de, 10'u köşesinde; 12'de fiş şeride döner.
ref-rule-points-p2 = Bredouille: on iki puanını arada rakip puan almadan yapan oyuncu 1 yerine 2 trou yazar. Sıfırdan puan alan en bredouille'dur; sonra rakip puan alınca ilki débredouillé olur ve onu kesen ikincisi de sırası gelince en bredouille olur: bredouille fişi onun fişinin yanına gider. İlki yeniden puan alırsa o fiş geri döner ve hiçbiri en bredouille değildir.
ref-rule-points-p3 = 12'ye ulaşınca rakibin puanları silinir ve fazla kalır, en bredouille (rakibin artık hiçbir şeyi yoktur). Çözümlü örnekler:
ref-rule-points-item1 = İkisi de 4'te, biri 16 alıyor: 20 = 12 + 8, bir trou (kesilmişti), 8 kalır.
ref-rule-points-item2 = 8'de, en bredouille değilken 18 alıyor: 26 = 12 + 12 + 2, ilk trou tek, ikincisi çift (rakibin puanları gitti), 3 trou, 2 kalır.
ref-rule-points-item3 = A 4 alıyor, sonra B kesintisiz 12 alıyor: B 2 trou yazar.
ref-rule-jans-title = Jan'lar: bütün puanlar bir bakışta
ref-rule-jans-p1 = Her puan bir jan ile kazanılır: atışın bir olayı, hamleden önceki pozisyona göre sayılır. Bir jan'ın yolları (moyens) vardır, her biri yol başına puanı değerindedir; çift genellikle daha değerlidir. Bazı jan'lar atan oyuncuya, bazıları rakibine puan kazandırır (jans qui ne peuvent).
ref-rule-jans-rares-title = Seyrek jan'lar (relevé'nin başında)
ref-rule-jans-rares-item1 = Jan de six tables (jan de trois coups): oyuncu ilk üç atışı içinde 2'den 7'ye kadar her hanesine birer pul koyabilir. Üçüncü atışta iki sayının eksik pulları indirebilmesi yeter.
ref-rule-jans-rares-item2 = Jan de deux tables: talondan yalnız iki pul ayrılmıştır ve iki sayıyla her biri bir dinlenme köşesine gidebilir. Rakip kendi köşesini tutuyorsa bu bir contre-jan'dır: puanlar ona gider.
ref-rule-jans-rares-item3 = Jan de mézéas: oyuncu köşesini tam iki pulla tutuyor, talon dışında başka pulu yok ve as (ya da iki as) atıyor. Contre-jan de mézéas: rakip kendi köşesini tutarken aynısı; puanlar ona gider.
ref-rule-battre-a-vrai-title = Battre à vrai (gerçek vuruş)
ref-rule-battre-a-vrai-p1 = Pullarımdan biri, tahtanın iki tarafından birinde tam bir karşı pul bulunan bir haneye bir sayıyla ya da toplamlarıyla varabilir. Hiçbir şey kıpırdamaz: vuruş yalnız puan kazandırır. Yollar sayıya göre sayılır: vurulan her pul için, hangi pullar yaparsa yapsın, en çok a ile bir, b ile bir ve a + b ile bir (çift: d ile ve 2d ile).
ref-rule-battre-a-vrai-p2 = Tek sayıyla vuruş her zaman gerçektir. Toplamla vuruş, bir geçit açıksa gerçektir: ara hanede iki ya da daha çok karşı pul olmamalıdır (bir pul olabilir: o da vurulur). Köşemin son iki pulu bile vurabilir.
ref-rule-battre-a-faux-title = Battre à faux (sahte vuruş)
ref-rule-battre-a-faux-p1 = Yalnız toplamla varabildiğim ve bütün geçitleri ikişer ya da daha çok karşı pulla kapalı bir tek karşı pul à faux vurulur: rakip, her pul için bir yol, puan alır. À vrai vurulan pul ayrıca à faux vurulmaz, ama bir atışta bazı pullar à vrai, bazıları à faux vurulabilir.
ref-rule-battre-le-coin-title = Battre le coin (köşeye vuruş)
ref-rule-battre-le-coin-p1 = Köşemi tutuyorum, rakibinki boş ve pullarımdan ikisi, her sayıyla biri, doğrudan onun köşesine gidebilir (çift: o sayıyla iki pul). Yalnız köşemin surcase'leri sayılır, son ikisi değil: bir asla köşemde üç pul, iki asla dört pul gerekir. Tek yol.
ref-rule-impuissance-title = Dames impuissantes (oynanmayan sayılar)
ref-rule-impuissance-p1 = Atışın oynanamayan her sayısı rakibe 2 puan verir: tek atışta 2 ya da 4; çiftte yalnız yarısı oynanabiliyorsa 2, hiçbiri oynanamıyorsa 4.
ref-rule-remplir-title = Bir jan'ı doldurmak (remplir)
ref-rule-remplir-p1 = Altı hanesinin her birinde ikişer ya da daha çok pulum olan çeyrek doludur: 1–6 petit jan, 7–12 grand jan (köşemi gerektirir), 19–24 jan de retour'dur. Rakibin 13–18 çeyreği, onun köşesini içerdiği için asla doldurulamaz.
ref-rule-remplir-p2 = Bir jan yapmak yol başına 4 (çiftle 6) puan getirir. Yollar oynama sırasına göre değil, sayıya göre sayılır: tek bir demi-case kaldığında yollar a ile, b ile ve tout d'une a + b iledir (çift: d ile ve 2d ile); her biri, bir pul çeyreğin başka bir hanesini açmadan kurala uygun yapabiliyorsa bir kez sayılır. İki demi-case (ya da boş bir hane) kaldığında en çok bir yol vardır. Mümkünse doldurmak zorunludur.
ref-rule-conserver-title = Bir jan'ı korumak (conserver)
ref-rule-conserver-p1 = Sonraki bir atışta oyuncu dolu jan'ını bozmadan bütün atışını oynayabiliyorsa 4 (çiftle 6) puan, tek yol, alır ve jan'ı korumak zorundadır. Bir sayı oynanamıyor ve jan bütün kalıyorsa yine puan alır — conserver par impuissance — rakip de impuissance'ı yazar. Tek geçerli oyun jan'ı bozuyorsa jan bozulur ve puan yazılmaz.
ref-rule-grande-bredouille-title = Grande bredouille, pavillon ve bahisler
ref-rule-grande-bredouille-p1 = Bredouille fikri, bir kat yukarıda: arada rakip hiç trou kazanmadan on iki trou'nun hepsini alan oyuncu en grande bredouille kazanır. İlk trou alan kesilirse, öteki pavillon'u çivisinin başlangıç trou'suna alır ve pavillon ile hâlâ en grande bredouille kazanabilir; sırası gelince o da kesilirse pavillon bir kenara konur ve kimse kazanamaz.
ref-rule-grande-bredouille-p2 = Partiyi kazananın aldığı, üç yönteme göre:
ref-rule-grande-bredouille-item1 = En eski: en bredouille ×2, yoksa ×1.
ref-rule-grande-bredouille-item2 = İkinci: en bredouille ×2, yoksa kaybeden 7. trou'ya ulaşmadıysa (“n'a pas passé le pont”, köprüyü geçmedi) ×1,5, yoksa ×1.
ref-rule-grande-bredouille-item3 = 19. yüzyıl (varsayılan): pavillon'suz grande bredouille ×4, pavillon'lu ×3, yoksa kaybeden 6. trou'ya ulaşmadıysa ×2, yoksa ×1.
ref-rule-tenir-title = Tenir ya da s'en aller; relevé'ler
ref-rule-tenir-p1 = Atan oyuncu kendi atışının puanlarıyla bir trou kazanınca seçer:
ref-rule-tenir-item1 = tenir (kalmak): fazlasını korur, rakibin puanları silinir, rakip bu atışın kendisine kazandırdığını yine yazar ve oyun sürer;
ref-rule-tenir-item2 = s'en aller (gitmek): üç fiş de şeride döner (fazlasından vazgeçilir), iki oyuncu pullarını yeniden talonlarına dizer ve rakip bu atışın kendisine kazandıracağını yazamaz. Giden, yeni relevé'de ilk oynar.
ref-rule-tenir-p2 = Rakibin puanlarıyla (örneğin atanın impuissance'ı üzerine) kazanılan trou seçim hakkı vermez. Bir relevé, pulların talonlara bir dizilişinden ötekine sürer: bir sortie ile ya da bir oyuncu s'en va dediğinde biter. Parti, bir oyuncu 12 trou'ya ulaşınca biter.
ref-rule-ecoles-title = École'lar (okullar)
ref-rule-ecoles-p1 = Gerçek oyunda her oyuncu kendi puanlarını söyler ve yazar. Az ya da çok yazmak bir école'dur: rakip farkı kendine yazabilir. École'un école'u olmaz. Case fausse, kurala aykırı bir hamledir; rakip onu düzelttirebilir.
ref-rule-ecoles-p2 = Bu uygulamada motor varsayılan olarak her şeyi yazar. Okul kipinde (bir seçenek) puanlarınızı oynamadan önce kendiniz yazarsınız; yanlış sayım farkı rakibe verir ve kayıt doğru sayımı gösterir. Rakip yanlış bir sayımı görmezden de gelebilir: o zaman sayım geçerli kalır, kaçırılan puanlar kaybolur, fazla yazılan puanlar korunur. Başlangıç botu sizi école'a göndermeyi unutabilir (bir seçenek); ötekiler hiç unutmaz. Kurala aykırı hamleler asla oynanmaz: uygulama onları hangi kuralın yasakladığını söyler.

## The points table of the jans: its column headings, who scores, how many ways, a note per kind.

ref-jans-col-jan = Jan
ref-jans-col-single = Tek
ref-jans-col-doublet = Çift
ref-jans-col-ways = Yollar
ref-jans-col-for = Kime
ref-jans-col-note = Not
ref-jans-for-player = oyuncuya
ref-jans-for-opponent = rakibe
ref-jans-ways-one = 1
ref-jans-ways-per-checker-hit = vurulan pul başına 1–3
ref-jans-ways-per-checker = pul başına 1
ref-jans-ways-per-number = sayı başına 1
ref-jans-ways-fill = 1–3 (çift 1–2)
ref-jans-note-six-tables = ilk üç atış içinde
ref-jans-note-deux-tables = talon dışında yalnız iki pul
ref-jans-note-mezeas = köşe tutulmuş, bir as
ref-jans-note-tables = grand jan tablası / petit jan tablası
ref-jans-note-battre-le-coin = köşeler: benimki tutulmuş, onunki boş
ref-jans-note-impuissance = oynanamayan her sayı
ref-jans-note-fill = sayıya göre sayılır
ref-jans-note-conserver = impuissance ile de
ref-jans-note-sortie = son pulu ilk çıkaran

## The reference's panel.

ref-rules = Kurallar
ref-title = Grand Trictrac'ın kuralları
ref-close = Kuralları kapat
ref-contents = İçindekiler
# $name: the rule the address asked for (after "#rule-")
ref-missing = Adres, kural metninde olmayan bir kuralı istiyor (“{ $name }”): işte bütün kurallar.
# $roll: the diagram's roll as announced (tt-roll…)
ref-diagram-roll = Atış: { $roll }
