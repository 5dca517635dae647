## Yang sama untuk semua permainan.

kit-language = Bahasa
kit-cancel = Batal
kit-close = Tutup
kit-notice-close = Tutup pemberitahuan ini

## Bilah putar ulang.

kit-replay-start = Ke awal
kit-replay-back = Mundur satu langkah
kit-replay-forward = Maju satu langkah
kit-replay-end = Kembali ke saat ini
# $at: momen yang ditampilkan (aksi yang sudah dimainkan); $total: jumlah aksi permainan; $detail: tambahan dari permainan (" — 6 dan 5"), bisa kosong
kit-replay-at = Putar ulang: aksi { $at } / { $total }{ $detail }
# $n: jumlah aksi permainan
kit-replay-now = Saat ini ({ $n ->
   *[other] { $n } aksi
})
kit-replay-play-from-here = Main dari sini
# $n: jumlah aksi setelah momen yang ditampilkan
kit-replay-drop-ask = { $n ->
    [1] Lanjutkan dari sini? Aksi berikutnya dihapus dari permainan ini; seluruh permainan tetap tersimpan di peramban ini.
   *[other] Lanjutkan dari sini? { $n } aksi berikutnya dihapus dari permainan ini; seluruh permainan tetap tersimpan di peramban ini.
}
kit-replay-drop-confirm = Hapus dan lanjutkan
kit-replay-playing-on-kept = Melanjutkan dari sini; seluruh permainan tersimpan di peramban ini (tercantum di Bagikan).
kit-replay-playing-on = Melanjutkan dari sini.

## Tombol (jendela bantuan, "?").

kit-keys = Tombol
kit-keys-key = Tombol
kit-keys-does = Fungsi
kit-key-roll = Lempar dadu
kit-key-confirm = Konfirmasi langkah
kit-key-take-back = Tarik kembali langkah Anda
kit-key-hint = Petunjuk: langkah bot tingkat kuat
kit-key-enter-space = Enter, Spasi
kit-key-pick-up = Ambil pion, taruh di sana
kit-key-arrows = Di papan: tempat berikutnya ke arah itu; di tempat lain: melangkah dalam putar ulang
kit-key-esc = Esc
kit-key-put-down = Letakkan kembali pion
kit-key-help = Tampilkan atau sembunyikan daftar tombol ini
kit-key-double = Dobel (tawarkan kubus)
kit-key-accept = Terima kubus, atau terima menyerah
kit-key-pass = Tolak kubus, atau tolak menyerah
kit-key-resign = Menyerah: ke pilihannya
kit-key-next-game = Permainan berikutnya

## Main lewat tautan.

kit-remote-send-link-friend-his = Kirim tautan ini ke teman Anda; salinan permainannya akan membalas dengan tautan: buka tautan itu di sini.
kit-remote-send-link-friend-waiting = Kirim tautan ini ke teman Anda; menunggu langkahnya.
kit-remote-next-dice-need-friend = Dadu Anda berikutnya memerlukan salinan teman Anda: kirimkan tautan ini kepadanya dan buka tautan yang ia kirim balik.
kit-remote-turn = Giliran Anda.
kit-remote-dice-committed-game-are = Dadu yang dikunci lewat komitmen untuk permainan ini sudah habis: mulai permainan baru lewat tautan.
kit-remote-game-over-send-last = Permainan selesai: kirim tautan terakhir ini ke teman Anda.
kit-remote-link-copied = Tautan disalin.
kit-remote-browser-does-not-let = Peramban ini tidak mengizinkan halaman menyalin: pilih tautannya lalu salin sendiri.
kit-remote-you-play-white = Anda bermain sebagai Putih.
kit-remote-you-play-black = Anda bermain sebagai Hitam.
kit-remote-link-send = Tautan untuk dikirim
kit-remote-copy = Salin
kit-remote-share = Bagikan…
kit-remote-new-game-with-friend = Permainan baru dengan teman, lewat tautan
kit-remote-play-friend-by-link = Main dengan teman lewat tautan
kit-remote-play-by-link = Main lewat tautan
kit-remote-no-server-after-each = Tanpa server: setelah setiap giliran Anda mengirim permainan sebagai tautan. Dadu berasal dari angka yang dikunci lewat komitmen oleh kedua salinan saat permainan dimulai, sehingga tidak seorang pun dari Anda berdua bisa memilihnya.
kit-remote-link-older-than-game = Tautan ini lebih lama daripada permainan Anda: permainan Anda tetap disimpan.
kit-remote-opened-friend-s-link = Tautan teman Anda sudah dibuka.
# $why: alasan tautan ditolak (salah satu alasan kit-link-…)
kit-remote-link-refused = Tautan ini tidak bisa dibuka: { $why }. Permainan Anda tetap disimpan.
kit-link-shape = tautannya terpotong atau diubah
# $why: detail teknisnya (dalam bahasa Inggris)
kit-link-header = header-nya telah diubah: { $why }
kit-link-record = permainannya tidak bisa dibaca: { $why }
kit-link-not-joined = tautan ini tidak memuat komitmen teman Anda
kit-link-elsewhere-joined = sisi Anda dalam permainan ini sudah diambil di peramban lain: dadu rahasianya ada di sana
kit-link-not-mine = komitmen yang ditunjukkannya untuk sisi Anda bukan milik Anda
kit-link-theirs-changed = komitmen teman Anda bukan komitmen yang ia buat di awal
kit-link-reveal = dadu teman Anda: { $why }
# $at: nomor aksi dalam permainan
kit-link-diverges = permainannya berbeda dari permainan Anda mulai aksi { $at }
kit-link-not-theirs = aksi { $at } dimainkan untuk sisi Anda
kit-link-wrong-dice = dadu aksi { $at } bukan dadu yang diberikan komitmen
kit-link-unrevealed = dadu aksi { $at } dilempar sebelum bisa diketahui

## Mengapa header atau dadu sebuah tautan ditolak

kit-why-header-version = versi tautan "{ $version }" tidak dikenal di sini
kit-why-header-shape = header tautan tidak memiliki lima bagiannya
kit-why-header-id = id permainan pada tautan tidak dapat dibaca
kit-why-header-creator = tautan tidak menyebutkan pihak mana yang membuat permainan
kit-why-header-side = komitmen { $side ->
    [white] Putih
   *[black] Hitam
} tidak dapat dibaca
kit-why-header-reveal = dadu { $side ->
    [white] Putih
   *[black] Hitam
}: { $reason }
kit-why-commit-mismatch = angka yang dibuka { $at } tidak cocok dengan komitmen yang dibuat di awal
kit-why-commit-too-far = angka yang dibuka { $at } melewati ujung rantai
kit-why-commit-bad-text = sebuah angka komitmen tidak dapat dibaca

## Mengapa berkas di samping halaman tidak dapat diambil

kit-why-fetch-no-answer = { $file }: jaringan tidak menjawab (luring, dan berkas belum disimpan)
kit-why-fetch-status = { $file }: server menjawab { $status }, bukan berkasnya
kit-why-fetch-broke-off = { $file }: unduhan terputus
kit-why-fetch-unreadable = { $file }: berkas tidak dapat dibaca

## Permainan yang disimpan di peramban ini.

kit-kept-kept-browser = Tersimpan di peramban ini
kit-kept-open = Buka
kit-kept-show-text = Tampilkan teksnya
kit-kept-really-delete = Yakin hapus?
kit-kept-delete = Hapus
# $n: panjang simpanan dalam karakter
kit-kept-unreadable = Simpanan yang tidak bisa dibaca ({ $n ->
   *[other] { $n } karakter
})
# $name: nama permainan tersimpan di daftar
kit-kept-in-progress = Permainan Anda yang sedang berlangsung disimpan di peramban ini sebagai “{ $name }” (tercantum di panel Bagikan).
kit-kept-replaced = Permainan yang digantikannya disimpan di peramban ini sebagai “{ $name }” (tercantum di panel Bagikan).
kit-kept-was-playing = Permainan yang tadi Anda mainkan disimpan di peramban ini sebagai “{ $name }” (tercantum di panel Bagikan).

## Permintaan alamat (bagian kuerinya) yang tidak bisa dipenuhi.

# $problems: masalah-masalah di bawah, digabung dengan "; "
kit-address-problems = Alamat: { $problems }.
# $value: nilai yang tertulis di alamat
kit-address-die = dadu “{ $value }” diabaikan (dadu menunjukkan 1 sampai 6)
kit-address-seed = seed “{ $value }” diabaikan (harus bilangan bulat)
kit-address-opponent = lawan “{ $value }” tidak dikenal (hotseat, bot-black, atau bot-white)
# $codes: kode bahasa, digabung dengan ", "
kit-address-lang = bahasa “{ $value }” tidak dikenal ({ $codes })
kit-address-level = tingkat bot “{ $value }” tidak dikenal (beginner, club, atau strong)
kit-address-pace = tempo “{ $value }” tidak dikenal (fast atau normal)

## Aplikasi yang dipasang (manifesnya, ditulis dari baris-baris ini oleh scripts/manifests.mjs: satu baris masing-masing).

kit-app-name = Permainan keluarga backgammon: Trictrac, backgammon, dan variannya
kit-app-short-name = Backgammon
kit-app-description = Mainkan Grand Trictrac, backgammon, dan varian regionalnya (Tavli, Plakoto, Nardy panjang, Acey-deucey…) melawan bot atau teman, di peramban maupun secara offline.
kit-kept-note = disimpan di peramban ini sebagai “{ $name }” (panel Bagikan mencantumkannya)

## What a page shows before its program starts (written into the pages by
## scripts/pages.mjs and chosen by public/boot.js: one line each, plain text
## but for $reason, what went wrong, in the browser's words).

kit-loading-tables = Memuat permainan tables…
kit-loading-backgammon = Memuat backgammon…
kit-start-failed = Permainan tidak dapat dimulai ({ $reason }). Periksa koneksi, lalu muat ulang halaman.
kit-needs-javascript = Permainan ini berjalan di peramban dan memerlukan JavaScript: aktifkan, lalu muat ulang halaman.
