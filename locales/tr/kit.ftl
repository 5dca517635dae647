## Bütün oyunların ortak metinleri.

kit-language = Dil
kit-cancel = İptal
kit-close = Kapat
kit-notice-close = Bu bildirimi kapat

## Tekrar çubuğu.

kit-replay-start = Başa
kit-replay-back = Bir adım geri
kit-replay-forward = Bir adım ileri
kit-replay-end = Şimdiye dön
# $at: gösterilen an (oynanan hamleler); $total: oyunun hamleleri; $detail: oyunun eklediği (" — 6 ve 5"), boş olabilir
kit-replay-at = Tekrar: hamle { $at } / { $total }{ $detail }
# $n: oyunun hamleleri
kit-replay-now = Şimdi ({ $n ->
    [one] { $n } hamle
   *[other] { $n } hamle
})
kit-replay-play-from-here = Buradan oyna
# $n: gösterilen andan sonraki hamleler
kit-replay-drop-ask = { $n ->
    [one] Buradan devam edilsin mi? Sonraki hamle bu oyundan silinir; oyunun tamamı bu tarayıcıda kalır.
   *[other] Buradan devam edilsin mi? Sonraki { $n } hamle bu oyundan silinir; oyunun tamamı bu tarayıcıda kalır.
}
kit-replay-drop-confirm = Sil ve devam et
kit-replay-playing-on-kept = Buradan devam ediliyor; oyunun tamamı bu tarayıcıda saklanıyor (Paylaş panelinde listelenir).
kit-replay-playing-on = Buradan devam ediliyor.

## Tuşlar (yardım katmanı, "?").

kit-keys = Tuşlar
kit-keys-key = Tuş
kit-keys-does = İşlevi
kit-key-roll = Zar at
kit-key-confirm = Hamleyi onayla
kit-key-take-back = Hamlelerini geri al
kit-key-hint = İpucu: güçlü botun oyunu
kit-key-enter-space = Enter, Boşluk
kit-key-pick-up = Pulu al, oraya koy
kit-key-arrows = Tahtada: o yöndeki sonraki yer; başka yerde: tekrarda adım adım ilerle
kit-key-esc = Esc
kit-key-put-down = Pulu bırak
kit-key-help = Bu tuşları göster ya da gizle
kit-key-double = Katla (katlama zarını teklif et)
kit-key-accept = Katlamayı kabul et ya da pes etmeyi kabul et
kit-key-pass = Katlamaya pas de ya da pes etmeyi reddet
kit-key-resign = Pes et: seçeneklerine git
kit-key-next-game = Sonraki oyun

## Bağlantıyla oyun.

kit-remote-send-link-friend-his = Bu bağlantıyı arkadaşınıza gönderin; onun kopyası bir bağlantıyla yanıt verir: onu burada açın.
kit-remote-send-link-friend-waiting = Bu bağlantıyı arkadaşınıza gönderin; onun hamlesi bekleniyor.
kit-remote-next-dice-need-friend = Sonraki zarlarınız için arkadaşınızın kopyası gerekiyor: ona bu bağlantıyı gönderin ve size geri gönderdiğini açın.
kit-remote-turn = Sıra sizde.
kit-remote-dice-committed-game-are = Bu oyun için baştan kilitlenen zarlar tükendi: bağlantıyla yeni bir oyun başlatın.
kit-remote-game-over-send-last = Oyun bitti: bu son bağlantıyı arkadaşınıza gönderin.
kit-remote-link-copied = Bağlantı kopyalandı.
kit-remote-browser-does-not-let = Bu tarayıcı sayfanın kopyalamasına izin vermiyor: bağlantıyı seçip kopyalayın.
kit-remote-you-play-white = Beyazla oynuyorsunuz.
kit-remote-you-play-black = Siyahla oynuyorsunuz.
kit-remote-link-send = Gönderilecek bağlantı
kit-remote-copy = Kopyala
kit-remote-share = Paylaş…
kit-remote-new-game-with-friend = Bir arkadaşla bağlantı üzerinden yeni oyun
kit-remote-play-friend-by-link = Bir arkadaşla bağlantı üzerinden oyna
kit-remote-play-by-link = Bağlantıyla oyna
kit-remote-no-server-after-each = Sunucu yok: her elden sonra oyunu bir bağlantı olarak gönderirsiniz. Zarlar, oyun başlarken iki kopyanın da kilitlediği sayılardan gelir; bu yüzden ikiniz de zarları seçemezsiniz.
kit-remote-link-older-than-game = Bu bağlantı oyununuzdan eski: oyununuz korunuyor.
kit-remote-opened-friend-s-link = Arkadaşınızın bağlantısı açıldı.
# $why: bağlantının neden reddedildiği (kit-link-… gerekçelerinden biri)
kit-remote-link-refused = Bu bağlantı açılamıyor: { $why }. Oyununuz korunuyor.
kit-link-shape = bağlantı kesik ya da değiştirilmiş
# $why: teknik ayrıntı (İngilizce)
kit-link-header = başlığı değiştirilmiş: { $why }
kit-link-record = içindeki oyun okunamıyor: { $why }
kit-link-not-joined = arkadaşınızın kilitlediği sayıları taşımıyor
kit-link-elsewhere-joined = bu oyundaki tarafınız başka bir tarayıcıda alınmış: gizli zarları orada
kit-link-not-mine = sizin tarafınız için gösterdiği kilitli sayılar sizin değil
kit-link-theirs-changed = arkadaşınızın kilitli sayıları, başta kilitlediği sayılar değil
kit-link-reveal = arkadaşınızın zarları: { $why }
# $at: hamlenin oyundaki sırası
kit-link-diverges = içindeki oyun { $at }. hamleden itibaren sizinkinden farklı
kit-link-not-theirs = { $at }. hamle sizin tarafınız için oynanmış
kit-link-wrong-dice = { $at }. hamlenin zarları kilitli sayıların verdiği zarlar değil
kit-link-unrevealed = { $at }. hamlenin zarları, bilinebilmelerinden önce atılmış

## Bir bağlantının başlığı veya zarları neden reddedilir

kit-why-header-version = bağlantının "{ $version }" sürümü burada bilinmiyor
kit-why-header-shape = bağlantının başlığında beş bölümü yok
kit-why-header-id = bağlantıdaki oyun kimliği okunamıyor
kit-why-header-creator = bağlantı oyunu hangi tarafın kurduğunu söylemiyor
kit-why-header-side = { $side ->
    [white] Beyazın
   *[black] Siyahın
} kilitli sayıları okunamıyor
kit-why-header-reveal = { $side ->
    [white] Beyazın
   *[black] Siyahın
} zarları: { $reason }
kit-why-commit-mismatch = açıklanan { $at } numaralı sayı başta kilitlenen sayıyla uyuşmuyor
kit-why-commit-too-far = açıklanan { $at } numaralı sayı zincirin sonunu aşıyor
kit-why-commit-bad-text = kilitli sayılardan biri okunamıyor

## Sayfanın yanındaki bir dosya neden alınamadı

kit-why-fetch-no-answer = { $file }: ağ yanıt vermedi (çevrim dışı ve dosya henüz saklanmadı)
kit-why-fetch-status = { $file }: sunucu dosya yerine { $status } yanıtını verdi
kit-why-fetch-broke-off = { $file }: indirme yarıda kesildi
kit-why-fetch-unreadable = { $file }: dosya okunamıyor

## Bu tarayıcıda saklanan oyunlar.

kit-kept-kept-browser = Bu tarayıcıda saklananlar
kit-kept-open = Aç
kit-kept-show-text = Metnini göster
kit-kept-really-delete = Gerçekten silinsin mi?
kit-kept-delete = Sil
# $n: kaydın karakter cinsinden uzunluğu
kit-kept-unreadable = Okunamayan bir kayıt ({ $n ->
    [one] { $n } karakter
   *[other] { $n } karakter
})
# $name: saklanan oyunun listedeki adı
kit-kept-in-progress = Süren oyununuz bu tarayıcıda “{ $name }” adıyla saklanıyor (Paylaş panelinde listelenir).
kit-kept-replaced = Yerine geçtiği oyun bu tarayıcıda “{ $name }” adıyla saklanıyor (Paylaş panelinde listelenir).
kit-kept-was-playing = Oynadığınız oyun bu tarayıcıda “{ $name }” adıyla saklanıyor (Paylaş panelinde listelenir).

## Adresin (sorgusunun) isteyip de yapılamayanlar.

# $problems: aşağıdaki sorunlar, "; " ile birleştirilmiş
kit-address-problems = Adres: { $problems }.
# $value: adreste yazan değer
kit-address-die = “{ $value }” zarı yok sayıldı (zarlar 1'den 6'ya kadar gelir)
kit-address-seed = “{ $value }” tohumu yok sayıldı (tam sayı olmalı)
kit-address-opponent = bilinmeyen rakip “{ $value }” (hotseat, bot-black ya da bot-white)
# $codes: dil kodları, ", " ile birleştirilmiş
kit-address-lang = bilinmeyen dil “{ $value }” ({ $codes })
kit-address-level = bilinmeyen bot seviyesi “{ $value }” (beginner, club ya da strong)
kit-address-pace = bilinmeyen hız “{ $value }” (fast ya da normal)

## Yüklenen uygulama (manifest'i, scripts/manifests.mjs bunlardan yazar: her biri tek satır).

kit-app-name = Tavla oyunları: Trictrac, tavla ve türleri
kit-app-short-name = Tavla
kit-app-description = Grand Trictrac'ı, tavlayı ve bölgesel türlerini (Tavli, Plakoto, Uzun nard, Acey-deucey…) bir bota ya da bir arkadaşa karşı, tarayıcıda ve çevrimdışı oynayın.
kit-kept-note = bu tarayıcıda “{ $name }” adıyla saklandı (Paylaş panelinde listelenir)

## What a page shows before its program starts (written into the pages by
## scripts/pages.mjs and chosen by public/boot.js: one line each, plain text
## but for $reason, what went wrong, in the browser's words).

kit-loading-tables = Tavla oyunları yükleniyor…
kit-loading-backgammon = Tavla yükleniyor…
kit-start-failed = Oyun başlatılamadı ({ $reason }). Bağlantıyı kontrol edin, sonra sayfayı yeniden yükleyin.
kit-needs-javascript = Bu oyun tarayıcıda çalışır ve JavaScript gerektirir: JavaScript'i açın ve sayfayı yeniden yükleyin.
