## The lessons: a course teaching each rule by playing it (a goal, a hint, what is said
## on success and on a legal play that is not the one asked). Points are counted from
## the learner's side, as the board's numbers show them.

# no argument
learn-bg-not-this-play = Bu hamle geçerli, ama dersin istediği hamle bu değil. Yeniden deneyin.
# no argument
learn-bg-play-on = Devam edin: hâlâ oynanabilecek bir zar var.
# no argument
learn-bg-move-each-die-title = Her zarla ilerlemek
# no argument
learn-bg-move-each-die-goal = Her zar bir pulu, gösterdiği sayı kadar hane ilerletir. 3-1 ile 5. hanenizi kapatın: bir pul 3, bir başkası 1 hane ilerlesin.
# no argument
learn-bg-move-each-die-hint = 3 ile 8. hanenizden bir pul, 1 ile de 6. hanenizden bir pul oynayın.
# no argument
learn-bg-move-each-die-step1-success = Çok iyi: 5. hanenizde iki pul duruyor, yani hane kapandı.
# no argument
learn-bg-move-each-die-step1-no-point = Bu hamle geçerli, ama hiçbir haneyi kapatmıyor. İki pulu 5. hanenizde buluşturun.
# no argument
learn-bg-move-each-die-step2-success = Doğru: bir pul iki zarı da arka arkaya oynayabilir; ama konduğu her hane açık olmalıdır.
# no argument
learn-bg-closed-point-title = Kapalı hane
# no argument
learn-bg-closed-point-goal = Bir hanede iki ya da daha çok karşı pul varsa o hane kapalıdır: oraya pul koyamazsınız. 6-4 ile 2. hanenizi kapatın.
# no argument
learn-bg-closed-point-hint = 4. hanenizi iki karşı pul tutuyor. 8. hanenizden bir pulu ve 6. hanenizden bir pulu 2. hanenize getirin.
# no argument
learn-bg-closed-point-step1-success = Evet: 2. haneniz kapandı ve hiçbir pulunuz kapalı 4. haneye konmadı.
# no argument
learn-bg-closed-point-step1-no-point = Bu hamle geçerli, ama hiçbir haneyi kapatmıyor. 2. hanenizi kapatın.
# no argument
learn-bg-hit-blot-title = Açık pulu kırmak
# no argument
learn-bg-hit-blot-goal = Bir hanede tek başına duran pul açık puldur: üstüne konan pul onu kırar ve bara gönderir. 5. hanenizdeki açık pulu kırın ve o haneyi kapatın.
# no argument
learn-bg-hit-blot-hint = 3 ile 8'den 5'e, sonra 1 ile 6'dan 5'e oynayın.
# no argument
learn-bg-hit-blot-step1-success = Kırdınız! Karşı pul barda: yeniden oynayabilmek için önce yolunun başından girmesi gerekiyor.
# no argument
learn-bg-hit-blot-step1-no-hit = Bu hamle geçerli, ama açık pul hâlâ orada. 5. hanenize bir pul getirin.
# no argument
learn-bg-hit-blot-step2-success = Yine kırdınız ve 2. haneniz kapandı: az önce giren pul yeniden barda.
# no argument
learn-bg-hit-blot-step2-blot = Bu hamle de kırıyor, ama 5. hanenizdeki kapıyı bozuyor ve açık pullar bırakıyor. 2. hanenizde kırın ve orayı kapatın.
# no argument
learn-bg-enter-from-bar-title = Bardan girmek
# no argument
learn-bg-enter-from-bar-goal = Bardaki pul önce rakibin evine girer: zarda 1 gelirse 24. hanenize, 6 gelirse 19. hanenize. Pulunuzu girin, sonra öbür zarı oynayın.
# no argument
learn-bg-enter-from-bar-hint = 19. haneniz kapalı, bu yüzden 6 ile girilemez: 3 ile 22. hanenize girin.
# no argument
learn-bg-enter-from-bar-step1-success = Girdiniz. Öteki pullarınız ancak bundan sonra oynayabilir.
# no argument
learn-bg-dance-title = Barda kalmak
# no argument
learn-bg-dance-goal = Bardaki pulunuz hiçbir zarla giremiyorsa hiç oynayamazsınız: barda kalırsınız ve zar yanar. 6-6 ile oynamayı deneyin.
# no argument
learn-bg-dance-hint = 19. haneniz kapalı ve barda bir pulunuz var: hiçbir pul oynayamaz.
# no argument
learn-bg-dance-step1-success = Barda kaldınız: atışın tamamı yandı, sıra rakibe geçiyor.
# no argument
learn-bg-dance-step2-success = 1 ile 24. hanenize girdiniz: bu atışla girilebilecek tek açık hane oydu.
# no argument
learn-bg-both-dice-title = Mümkünse iki zarı da oynamak
# no argument
learn-bg-both-dice-goal = İki zar da oynanabiliyorsa ikisi de oynanmalıdır. 6-2'yi oynayın.
# no argument
learn-bg-both-dice-hint = 6'yı yalnız bir pul oynayabilir, o da ancak 2'den sonra: pulunuzu 9'dan 7'ye, sonra 7'den 1'e oynayın.
# no argument
learn-bg-both-dice-step1-success = Doğru: iki zarı da oynamanın tek yolu bu, bu yüzden yapmanız gereken hamle de bu.
# no argument
learn-bg-higher-die-title = Büyük zar
# no argument
learn-bg-higher-die-goal = Zarlardan biri oynanabiliyor ama ikisi birden oynanamıyorsa büyüğü oynanmalıdır. 6-4'ü oynayın.
# no argument
learn-bg-higher-die-hint = 13'teki pulunuz 6 ya da 4 ilerleyebilir, ama ondan sonra öbür zarı hiçbir pul oynayamaz.
# no argument
learn-bg-higher-die-step1-success = Evet: yalnız bir zar oynanabiliyordu, bu yüzden kural 6'yı oynamanızı ister.
# no argument
learn-bg-bear-off-exact-title = Tam sayıyla toplamak
# no argument
learn-bg-bear-off-exact-goal = Bütün pullarınız evinizdeyken her zar, kendi sayısındaki haneden bir pul toplar. Son pulunuzu eve getirin ve bir pul toplayın.
# no argument
learn-bg-bear-off-exact-hint = Herhangi bir pul toplanmadan önce 8. hanenizdeki pulun eve gelmesi gerekir.
# no argument
learn-bg-bear-off-exact-step1-success = Hepsi evde ve bir pul toplandı: son pulunuz eve varır varmaz toplamaya başlayabilirsiniz.
# no argument
learn-bg-bear-off-exact-step2-success = 6-3 ile iki pul toplandı: 6 ile 6. hanenizden, 3 ile 3. hanenizden.
# no argument
learn-bg-bear-off-exact-step2-one-off = Bu hamle geçerli, ama yalnız bir pul topluyor. Her sayıyı kendi hanesinde kullanın.
# no argument
learn-bg-bear-off-higher-title = Büyük sayıyla toplamak
# no argument
learn-bg-bear-off-higher-goal = Pulu olan en yüksek hanenizden büyük bir sayı, o haneden bir pul toplar. 6-5 ile iki pul toplayın.
# no argument
learn-bg-bear-off-higher-hint = Pulu olan en yüksek haneniz 4. hane: iki zar da oradan pul toplar.
# no argument
learn-bg-bear-off-higher-step1-success = 4. hanenizden iki pul toplandı: büyük bir sayı pulu olan en yüksek hanenizden toplar, yalnız oradan.

## Öğren ekranı: bir oyunun kazanılan yıldızlarıyla listelenen dersleri ve tahtada oynanan
## bir ders (hedefi, adımları, düğmeler, söylenenler).

# no argument: the header's link to the game's course
learn-link = Öğren
# $game: the game's name
learn-course-title = { $game } dersleri
# no argument
learn-intro = Her ders bir pozisyon ve bir hedeftir: zarlarınızı tahtada oynayın. Kuralların izin vermediği bir hamle, nedeni söylenerek durdurulur; geçerli ama hedefi tutturamayan bir hamle açıklanır ve geri alınır. Yanlış hamle yapmadan ve ipucu almadan bitirilen bir ders üç yıldız kazandırır.
# $done: lessons done; $total: lessons in the course
learn-count = { $total ->
    [one] { $total } dersten { $done } ders tamamlandı
   *[other] { $total } dersten { $done } ders tamamlandı
}
# $n: the stars won; $of: the most a lesson gives (3)
learn-stars = { $n ->
    [one] { $of } üzerinden { $n } yıldız
   *[other] { $of } üzerinden { $n } yıldız
}
# no argument
learn-back-to-game = Oyuna dön
# no argument
learn-all-lessons = Bütün dersler
# $n: the lesson's place in the course (from 1); $total: lessons in the course
learn-lesson-of = Ders { $n } / { $total }
# $n: the step's place (from 1); $total: the lesson's steps
learn-step-of = Adım { $n } / { $total }
# no argument
learn-take-back = Geri al
# no argument: the learner says his roll cannot be played
learn-cannot-move = Oynayamıyorum
# no argument
learn-hint = İpucu
# no argument
learn-start-again = Yeniden başla
# no argument: before the step's success
learn-right = Doğru!
# no argument
learn-lesson-done = Ders tamamlandı:
# no argument
learn-next-lesson = Sonraki ders
# no argument
learn-course-done = Bu kursun bütün derslerini oynadınız.
# $id: the lesson asked for by the address
learn-missing = Bu kursta “{ $id }” adlı bir ders yok: işte dersleri.
# $reason: why (a learn-why-progress-… reason)
learn-progress-unreadable = Bu tarayıcıda tamamlanan dersler okunamadı ({ $reason }): kurs baştan başlıyor, eski metin ise bir kenarda saklanıyor.
# $version: the version a progress text begins with
learn-why-progress-version = metin “{ $version }:” ile başlamıyor
# $n: the entry's place (from 1)
learn-why-progress-entry = { $n }. kayıt bir ders ve yıldızları değil
# $n: the entry's place (from 1)
learn-why-progress-id = { $n }. kayıt hiçbir dersi göstermiyor
# $n: the entry's place (from 1); $most: the most stars a lesson gives (3)
learn-why-progress-stars = { $n }. kayıt 1 ile { $most } arasında yıldız vermiyor
# $n: the entry's place (from 1)
learn-why-progress-twice = { $n }. kayıt zaten tamamlanmış bir dersi gösteriyor
