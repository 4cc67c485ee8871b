# ウィンドウの言葉 (日本語)。用語は利用者のノート (Encoding Standard の注釈) に合わせる:
# 文字符号化 encoding (名詞。「符号化」だけでは動詞 encode)、符号化 encode、復号 decode、
# 符号化器 encoder、復号器 decoder、誤りモード error mode
# (replacement / fatal / html はそのまま)、誤り error、継続 continue、終了済み finished、
# 取扱器 handler、符号位置 code point、バイト列 byte sequence、ストリーム stream、
# 入力/出力 input/output、状態 state、BOM と BOM sniffing はそのまま、
# 先頭バイト lead byte、後続バイト trail / continuation byte、
# 上位サロゲート lead surrogate、下位サロゲート trail surrogate、ポインター pointer、
# 16 進 hex、10 進 decimal、10 進文字参照 decimal character reference、サロゲートペア surrogate pair。
# 標準の名前 (状態変数、規則 ID、文字符号化名、U+XXXX、バイト) は英字のまま。
# 書き方：である調か体言止め。句読点は全角 (、。：)。英字・数字を囲む括弧は半角で、前後に空白
# (「バイト 5 (0x20)」)。範囲は 0x00–0x7F (en dash)。

## 複数形

count-bytes = { $n } バイト
count-characters = { $n } 文字
count-errors = { $n } 件の誤り
size-binary = { $value } { $unit ->
    [kib] KiB
    [mib] MiB
    [gib] GiB
   *[tib] TiB
}

## メニューバー

menu-file = ファイル
menu-edit = 編集
menu-decode = 復号
menu-examples = 例
menu-view = 表示
menu-help = ヘルプ
menu-recent-files = 最近使ったファイル
menu-none-yet = (まだない)
menu-dark-theme = ダークテーマ
menu-light-theme = ライトテーマ
menu-language = 言語
menu-encoding-standard = Encoding Standard (仕様書)

## 操作：メニューとボタンのラベル。.help はその動作 (F1 の一覧、ホバー表示)

action-open = 開く…
    .help = ファイルを開く (パスを入力するか、「参照…」でシステムのダイアログを使う)
action-paste-bytes = バイト列を貼り付け…
    .help = バイト列 (16 進、または UTF-8 や任意の文字符号化のテキスト) を作業用バッファーに貼り付ける
action-export-text = 復号したテキストを書き出す…
    .help = 復号したテキストをファイルに書き出す
action-export-trace-csv = トレースを CSV で書き出す…
    .help = 選択範囲 (またはファイル全体) の全ステップを CSV で書き出す
action-export-trace-jsonl = トレースを JSON Lines で書き出す…
    .help = 選択範囲 (またはファイル全体) の全ステップを JSON Lines で書き出す
action-export-report = レポートを書き出す…
    .help = 人に渡せるページを書き出す：判定、原因とその対処、決定、修復
action-compare-with-good = 正しいファイルと比較…
    .help = 本来あるべきファイルを指定する：このファイルの各領域に、それを生んだ変換の連鎖が示される
action-reload = 再読み込み
    .help = ファイルを読み直す
action-close = 閉じる
    .help = ファイルを閉じる
action-copy-text = テキストとしてコピー
    .help = 選択範囲をテキストとしてコピーする
action-copy-hex = 16 進としてコピー
    .help = 選択範囲を 16 進としてコピーする
action-copy-escaped = エスケープした文字列としてコピー
    .help = 選択範囲をエスケープした文字列としてコピーする (\uXXXX。JSON、JavaScript、Java、C# が読む形式)
action-select-all = すべて選択
    .help = ファイルの全バイトを選択する
action-select-left = 選択範囲を左へ広げる
    .help = 選択範囲を左へ 1 文字広げる (範囲の選択は Shift+クリックかドラッグ)
action-select-right = 選択範囲を右へ広げる
    .help = 選択範囲を右へ 1 文字広げる
action-select-up = 選択範囲を上へ広げる
    .help = 選択範囲を上へバイト 1 行分広げる
action-select-down = 選択範囲を下へ広げる
    .help = 選択範囲を下へバイト 1 行分広げる
action-go-to = オフセットへ移動…
    .help = オフセットへ移動する
action-find = 検索…
    .help = テキストまたは 16 進のバイト列を検索する
action-prev-error = 前の誤り
    .help = 前の誤りへ
action-next-error = 次の誤り
    .help = 次の誤りへ
action-step-back = 戻る
    .help = 1 ステップ戻る
action-step-forward = 進む
    .help = 1 ステップ進む
action-play-pause = 再生 / 一時停止
    .help = ステップ実行を再生 / 一時停止する
action-scroll-up = 上へスクロール
    .help = バイト表示を 1 行上へスクロールする
action-scroll-down = 下へスクロール
    .help = バイト表示を 1 行下へスクロールする
action-page-up = 1 ページ上へ
    .help = バイト表示を 1 ページ上へスクロールする
action-page-down = 1 ページ下へ
    .help = バイト表示を 1 ページ下へスクロールする
action-start = ファイルの先頭
    .help = ファイルの先頭へ移動する
action-end = ファイルの末尾
    .help = ファイルの末尾へ移動する
action-zoom-in = 拡大
    .help = すべてを大きく表示する (プロジェクター向け)
action-zoom-out = 縮小
    .help = すべてを小さく表示する
action-zoom-reset = 実寸
    .help = 表示倍率を 100% に戻す
action-present = プレゼンテーションモード
    .help = バイト列、テキスト、パネルだけを全画面に表示する (プロジェクター向け。F5 か Esc で終了。メニューは画面の上端に出る)
action-contexts-table = コンテキスト一覧…
    .help = ウェブ上でバイト列を復号するすべての場所とその方法。1 つを選んで適用する
action-help = キーボードショートカット
    .help = この一覧
action-close-dialogs = ダイアログを閉じる
    .help = ダイアログを閉じる
action-panel1 = タブ 1
    .help = 1 番目のタブを前面に出す
action-panel2 = タブ 2
    .help = 2 番目のタブを前面に出す
action-panel3 = タブ 3
    .help = 3 番目のタブを前面に出す
action-panel4 = タブ 4
    .help = 4 番目のタブを前面に出す
action-panel5 = タブ 5
    .help = 5 番目のタブを前面に出す
action-panel6 = タブ 6
    .help = 6 番目のタブを前面に出す
action-panel7 = タブ 7
    .help = 7 番目のタブを前面に出す
action-panel8 = タブ 8
    .help = 8 番目のタブを前面に出す
action-panel9 = タブ 9
    .help = 9 番目のタブを前面に出す
action-panel10 = タブ 10
    .help = 10 番目のタブを前面に出す

## F1 の一覧

help-drag-and-drop = ドラッグ＆ドロップ
    .help = ドロップしたファイルを開く
help-tab-keys = その番号のタブを前面に出す

## バイト範囲

range-byte = バイト { $at }
range-bytes = バイト { $from }–{ $to }
range-none = バイト { $at } の位置（0 バイト）

## ステップ実行 (復号器)

stepper-open-a-file = ファイルを開くと、その復号をステップ実行できる。
stepper-scan-the-file = ファイルを走査
stepper-in-the-bom = バイト 0–{ $last } は { $bom } の BOM：復号器が動く前に BOM sniffing がこれらを消費するため、どの取扱器にも渡らない。最初の取扱器呼び出しはバイト { $first }。
stepper-after-fatal = 誤りモード fatal：実行はバイト { $offset } の誤りで停止した。このバイトはどの取扱器にも渡らない。
stepper-empty = 入力は空：ステップは end-of-queue の 1 つだけ。
stepper-past-the-end = このバイトを読む取扱器呼び出しはない (復号器はその前に終了した)。
stepper-go-to-first = 最初のステップへ
stepper-handler-at-byte = { $algorithm } の取扱器、バイト { $offset } ({ $byte })
stepper-handler-at-end = { $algorithm } の取扱器、end-of-queue
stepper-handling-again = { $of } 回中 { $nth } 回目の取扱い：このバイトは戻され、もう一度読まれる
stepper-decode-call = decode() の呼び出し { $calls } 回中 { $call } 回目、stream: { $stream } ({ $chunk })
stepper-decode-call-begins = decode() の呼び出し { $calls } 回中 { $call } 回目、stream: { $stream } ({ $chunk })：新しい呼び出しが始まる
stepper-no-bytes = バイトなし、end-of-queue のみ
stepper-decoder-state = 復号器の状態
stepper-decoder-no-state = { $algorithm } は状態を持たない：各バイトは個別に取り扱われる。
stepper-mode-decoder = 復号器
    .help = 復号器でバイト列をステップ実行する
stepper-mode-encoder = 符号化器
    .help = 復号したテキストか入力したテキストを符号化器でステップ実行する
stepper-play = 再生
stepper-pause = 一時停止
stepper-speed = 速度
stepper-steps-per-second = { " " }ステップ/秒
stepper-run-to = オフセットまで：
stepper-run = 移動
    .help = ステップ実行をそのバイトの最初の取扱いまで進める
stepper-not-an-offset = 「{ $typed }」はオフセットではない (10 進、または 0x を付けた 16 進)
stepper-read-head-at-byte = 読み取り位置：バイト { $offset }
stepper-read-head-at-end = 読み取り位置：end-of-queue
stepper-result = 結果
stepper-continue = 継続 (まだ出力なし)
stepper-emit = { $characters } を出力
stepper-error-fatal = 誤り：誤りモード fatal ではここで停止する
stepper-error-replacement = 誤り：U+FFFD が出力に入る
stepper-finished = 終了済み
stepper-restores = { $bytes } をストリームに戻す：次にもう一度読まれる
stepper-rule = 規則
stepper-citation = { $step } (Encoding Standard)
stepper-output-so-far = ここまでの出力：
stepper-bit-layout = ビット配置
strip-read = 読み取り

## 状態の表

state-variable = 変数
state-before = 前
state-after = 後
state-changed-to = { $name } が { $value } に変わった

## 符号化器のステップ実行

encoder-nothing-to-encode = 符号化するものがない：テキストを入力するか、ファイルを開く。
encoder-gbk-no-state = GBK 符号化器は状態を持たない (is GBK フラグが立っている：4 バイトの形はない)。
encoder-no-state = { $algorithm } は状態を持たない：各符号位置は個別に取り扱われる。
encoder-state = 符号化器の状態
encoder-end-of-queue = end-of-queue
encoder-from-the-reference = { $character } (バイト { $offset } の文字に対して誤りモード html が入力の先頭に置いた { $reference } から)
encoder-from-the-input = { $character } (バイト { $offset } の文字)
encoder-handler = { $algorithm } の取扱器、{ $what }
encoder-call-of = { $calls } 回中 { $call } 回目の呼び出し
encoder-read-again = もう一度読まれる：直前の呼び出しがこれをキューに戻した
encoder-read-head = 読み取り位置：取扱器の { $call } 回目の呼び出し ({ $what })
encoder-variables = 取扱器の変数
encoder-no-variables = なし：この規則は計算をせずに返る
encoder-bits-into = { $code_point } = { $bits } を { $pattern } に入れる
encoder-bytes = バイト { $bytes }
encoder-error-with = { $code_point } を伴う誤り
encoder-continue = 継続
encoder-html-next = 誤りモード html は { $reference } (番号は 10 進) を入力の先頭に置く：続く { $calls } 回の呼び出しがそれらの文字を符号化する。どの符号化器もそれらを ASCII として持つ
encoder-fatal-stops = 誤りモード fatal：実行はここで止まり、何も書き出されない
encoder-restores = { $code_point } をキューに戻す：次に新しい状態でもう一度読まれる
encoder-nothing-yet = まだなし

## UTF-16 のサロゲートペア

surrogate-bit-layout = ビット配置 (サロゲートペア)
surrogate-lead-only = { "  " }符号位置 − 0x10000 の上位 10 ビット ({ $high })：後ろに下位サロゲート 110111xxxxxxxxxx が続かなければならない

## ステータスバー

status-no-file = 開いているファイルはない
status-scanning = 走査中 { $percent }%：これまでに { $errors }
status-cancel-scan = 走査をキャンセル
status-scan-cancelled = 走査した部分で { $errors } (キャンセル済み)
status-scan-failed = 走査に失敗：{ $error }
status-offset = オフセット { $offset } ({ $hex })
status-selected-byte = 選択中のバイト { $at }
status-selected-bytes = 選択中のバイト { $from }–{ $to } ({ $bytes })
status-cancel = キャンセル
status-zoom = ズーム { $percent } %
    .help = 表示 ▸ 拡大 / 縮小 / 実寸 (Ctrl+Plus、Ctrl+Minus、Ctrl+0)

## 何も開いていないウィンドウ

welcome-what = バイト列がテキストとして何を意味するかを、WHATWG Encoding Standard が復号するとおりに 1 ステップずつ見る。
welcome-drop = ここにファイルをドロップするか、
welcome-open = ファイルを開く…
welcome-paste = バイト列を貼り付け…
welcome-example = 例から始める
welcome-examples = 例
welcome-recent = 最近のファイル

## タブ

tab-stepper = ステップ実行
tab-character = 文字
tab-errors = 誤り
tab-bom = BOM
tab-encode = 符号化
tab-why = なぜこの文字符号化か
tab-compare = 比較
tab-repair = 修復
tab-diff = 差分

## 符号化パネル (と符号化器のステップ実行の入力)

encode-encode = 符号化
encode-text-in-view = 表示中の復号したテキスト
encode-this-text = 次のテキスト：
encode-text-to-encode = 符号化するテキストを入力
encode-into = 符号化先
encode-error-mode = 誤りモード
encode-html = html
    .help = その文字符号化にない文字は &#N; になる
encode-fatal = fatal
    .help = その文字符号化にない最初の文字で実行が止まる
encode-no-encoder = { $encoding } には符号化器がない。その出力の文字符号化は UTF-8。
encode-summary = { $characters } → { $encoding } で { $bytes }。対応のない { $references } 文字が文字参照になった
encode-summary-stopped = { $characters } → { $encoding } で { $bytes }。誤りモード fatal が { $code_point } (バイト { $offset }) で停止した
encode-step-through = ステップ実行 ▸
    .help = この実行のすべての取扱器呼び出しを、最初から「ステップ実行」タブで見る
encode-references = 文字参照
encode-step-through-one = { $reference } をステップ実行
    .help = 「ステップ実行」タブでステップ実行する


## 規則の説明：取扱器の各手順が何をしたか、その値とともに (explain-<規則 ID>)

explain-utf8-end-in-sequence = utf8_bytes_needed が { $needed } (utf8_bytes_seen = { $seen }) のまま end-of-queue：バイト列が途中で切れている。utf8_bytes_needed を 0 にし、他の変数はそのまま。誤りを返す
explain-utf8-end = 保留中のものがない end-of-queue：終了済みを返す
explain-utf8-ascii = バイト { $byte } は 0x00–0x7F の範囲：符号位置 { $code_point } を返す
explain-utf8-lead-2 = バイト { $byte } は 2 バイト列の先頭：utf8_bytes_needed = 1、utf8_code_point = バイト & 0x1F = { $code_point }
explain-utf8-lead-3 = バイト { $byte } は 3 バイト列の先頭：utf8_bytes_needed = 2、utf8_code_point = バイト & 0xF = { $code_point }{ $bound ->
    [e0] 。0xE0 なので utf8_lower_boundary = 0xA0 (冗長な表現を拒否)
    [ed] 。0xED なので utf8_upper_boundary = 0x9F (サロゲートを拒否)
   *[none] {""}
}
explain-utf8-lead-4 = バイト { $byte } は 4 バイト列の先頭：utf8_bytes_needed = 3、utf8_code_point = バイト & 0x7 = { $code_point }{ $bound ->
    [f0] 。0xF0 なので utf8_lower_boundary = 0x90 (冗長な表現を拒否)
    [f4] 。0xF4 なので utf8_upper_boundary = 0x8F (U+10FFFF を超える符号位置を拒否)
   *[none] {""}
}
explain-utf8-invalid-lead = バイト { $byte } は 0x00–0x7F でも 0xC2–0xF4 でもない ({ $why ->
    [continuation] 後続バイトはバイト列を始められない
    [overlong] 0xC0 と 0xC1 は冗長な 2 バイト表現しか始められない
   *[above] 0xF5–0xFF は U+10FFFF を超える符号位置を表してしまう
})：誤りを返す
explain-utf8-out-of-range = バイト { $byte } は境界 { $lower }–{ $upper } の外：状態をリセットし、このバイトをストリームに戻して (もう一度取り扱われる)、誤りを返す
explain-utf8-continuation = 後続バイト { $byte }：境界を 0x80–0xBF に戻し、utf8_code_point = ({ $before } << 6) | (バイト & 0x3F) = { $after }、{ $needed } バイト中 { $seen } バイト目：継続
explain-utf8-complete = 最後の後続バイト { $byte }：utf8_code_point = ({ $before } << 6) | (バイト & 0x3F) = { $after }、{ $bytes } バイトすべて揃った：リセットし、{ $code_point } を返す
explain-utf8-encode-end = end-of-queue：終了済みを返す
explain-utf8-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-utf8-encode-sequence = { $code_point }：count = { $count }、offset = { $offset }。先頭バイトは (符号位置 >> { $shift }) + { $offset }、続いて 0x80 | 6 ビットを { $count } 個：{ $bytes }
explain-encode-error-html = { $rule }。誤りモード html は &#{ $number }; を入力の前に置く
explain-encode-error-fatal = { $rule }。誤りモード fatal：実行はここで止まる
explain-encode-in-a-reference = { $rule } (html の文字参照の一部)
explain-citation = { $algorithm }、手順 { $rule ->
    [iso-2022-jp-escape-byte] ASCII・ローマ字・カタカナ・先頭バイト状態：0x1B
    [iso-2022-jp-escape-in-trail] 後続バイト状態：0x1B
    [iso-2022-jp-end] end-of-queue
    [iso-2022-jp-ascii] ASCII 状態：0x00–0x7F
    [iso-2022-jp-roman-yen] ローマ字状態：0x5C
    [iso-2022-jp-roman-overline] ローマ字状態：0x7E
    [iso-2022-jp-roman] ローマ字状態：0x00–0x7F
    [iso-2022-jp-katakana] カタカナ状態：0x21–0x5F
    [iso-2022-jp-lead] 先頭バイト状態：0x21–0x7E
    [iso-2022-jp-trail] 後続バイト状態：0x21–0x7E
    [iso-2022-jp-trail-unmapped] 後続バイト状態：0x21–0x7E、4
    [iso-2022-jp-end-in-trail] 後続バイト状態：end-of-queue
    [iso-2022-jp-bad-trail] 後続バイト状態：それ以外
    [iso-2022-jp-invalid] それ以外
    [iso-2022-jp-escape-lead] エスケープ開始状態：1
    [iso-2022-jp-bad-escape-start] エスケープ開始状態：2–3
    [iso-2022-jp-escape-accepted] エスケープ状態：1–7
    [iso-2022-jp-escape-after-escape] エスケープ状態：1–7 (iso_2022_jp_output = true)
    [iso-2022-jp-bad-escape] エスケープ状態：8–9
   *[any] { $step }
}
explain-other-rule = { $rule } ({ $citation })
explain-utf16-end-in-unit = { $pending ->
    [byte] 符号単位の半分が保留中のまま end-of-queue (バイト数が奇数)：utf16_leading_byte と utf16_leading_surrogate を null にし、誤りを返す
   *[surrogate] 上位サロゲート { $surrogate } の後に下位サロゲートがないまま end-of-queue：utf16_leading_byte と utf16_leading_surrogate を null にし、誤りを返す
}
explain-utf16-end = 保留中のものがない end-of-queue：終了済みを返す
explain-utf16-leading-byte = 符号単位の 1 バイト目：utf16_leading_byte = { $byte }、継続
explain-utf16-surrogate-pair = 符号単位 = { $order ->
    [be] (utf16_leading_byte << 8) + バイト
   *[le] (バイト << 8) + utf16_leading_byte
} = { $unit } は上位サロゲート { $lead } に続く下位サロゲート：0x10000 + (({ $lead } − 0xD800) << 10) + ({ $unit } − 0xDC00) = { $code_point }
explain-utf16-unpaired-leading-surrogate = 符号単位 = { $order ->
    [be] (utf16_leading_byte << 8) + バイト
   *[le] (バイト << 8) + utf16_leading_byte
} = { $unit } は下位サロゲートではないので、上位サロゲート { $lead } は対にならない：この符号単位の 2 バイトをストリームに戻し、誤りを返す
explain-utf16-leading-surrogate = 符号単位 = { $order ->
    [be] (utf16_leading_byte << 8) + バイト
   *[le] (バイト << 8) + utf16_leading_byte
} = { $unit } は上位サロゲート：utf16_leading_surrogate に覚えて、継続
explain-utf16-unpaired-trailing-surrogate = 符号単位 = { $order ->
    [be] (utf16_leading_byte << 8) + バイト
   *[le] (バイト << 8) + utf16_leading_byte
} = { $unit } は上位サロゲートのない下位サロゲート：誤りを返す
explain-utf16-code-unit = 符号単位 = { $order ->
    [be] (utf16_leading_byte << 8) + バイト
   *[le] (バイト << 8) + utf16_leading_byte
} = { $unit }：{ $code_point } を返す
explain-single-byte-end = end-of-queue：終了済みを返す
explain-single-byte-ascii = バイト { $byte } は ASCII バイト：{ $code_point } を返す
explain-single-byte-mapped = pointer = バイト − 0x80 = { $pointer } → 索引 { $index } → { $code_point }
explain-single-byte-unmapped = pointer = バイト − 0x80 = { $pointer } に対応する符号位置は索引 { $index } にない：誤りを返す
explain-single-byte-encode-end = end-of-queue：終了済みを返す
explain-single-byte-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-single-byte-encode-mapped = 索引 { $index } での { $code_point } の索引ポインター = { $pointer } → バイト = 索引ポインター + 0x80 = { $byte }
explain-single-byte-encode-unmapped = { $code_point } は索引 { $index } にない：{ $code_point } を伴う誤りを返す
explain-replacement-end = end-of-queue：終了済みを返す
explain-replacement-error = 最初のバイト：replacement_error_returned = true とし、誤りを返す (入力全体を 1 つの U+FFFD が表す)
explain-replacement-finished = 誤りはすでに返した：終了済みを返す。入力の残りは読まれない
explain-x-user-defined-end = end-of-queue：終了済みを返す
explain-x-user-defined-ascii = バイト { $byte } は ASCII バイト：{ $code_point } を返す
explain-x-user-defined-high = 0xF780 + バイト − 0x80 = { $code_point } (私用領域)
explain-x-user-defined-encode-end = end-of-queue：終了済みを返す
explain-x-user-defined-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-x-user-defined-encode-high = { $code_point } − 0xF780 + 0x80 = バイト { $byte }
explain-x-user-defined-encode-unmapped = { $code_point } は ASCII でも U+F780–U+F7FF でもない：{ $code_point } を伴う誤りを返す
explain-gb18030-end = 保留中のものがない end-of-queue：終了済みを返す
explain-gb18030-end-in-sequence = バイト列の途中で end-of-queue：gb18030_first、gb18030_second、gb18030_third をリセットし、誤りを返す
explain-gb18030-bad-fourth = 4 バイト目 { $byte } は 0x30–0x39 ではない：gb18030_second ({ $second })、gb18030_third ({ $third }) とこのバイトをストリームに戻し、リセットして誤りを返す
explain-gb18030-four-byte = pointer = ({ $first } − 0x81) × 12600 + ({ $second } − 0x30) × 1260 + ({ $third } − 0x81) × 10 + { $byte } − 0x30 = { $pointer } → gb18030 範囲索引 → { $code_point }
explain-gb18030-four-byte-unmapped = pointer = ({ $first } − 0x81) × 12600 + ({ $second } − 0x30) × 1260 + ({ $third } − 0x81) × 10 + { $byte } − 0x30 = { $pointer } に対応する符号位置は gb18030 範囲索引にない：誤りを返す
explain-gb18030-third = バイト { $byte } は 0x81–0xFE：gb18030_third = { $byte }、継続
explain-gb18030-bad-third = 3 バイト目 { $byte } は 0x81–0xFE ではない：gb18030_second ({ $second }) とこのバイトをストリームに戻し、gb18030_first と gb18030_second をリセットして誤りを返す
explain-gb18030-second = バイト { $byte } は 0x30–0x39：4 バイト列である。gb18030_second = { $byte }、継続
explain-gb18030-two-byte = pointer = ({ $first } − 0x81) × 190 + ({ $byte } − { $offset }) = { $pointer } → 索引 gb18030 → { $code_point }
explain-gb18030-two-byte-unmapped = { $trail ->
    [yes] pointer = ({ $first } − 0x81) × 190 + ({ $byte } − { $offset }) = { $pointer } に対応する符号位置は索引 gb18030 にない：
   *[no] バイト { $byte } は後続バイト (0x40–0x7E、0x80–0xFE) ではない：pointer = null。
}{ $ascii ->
    [yes] ASCII バイトをストリームに戻し、誤りを返す
   *[no] 誤りを返す
}
explain-gb18030-ascii = バイト { $byte } は ASCII バイト：{ $code_point } を返す
explain-gb18030-euro = バイト 0x80：U+20AC (€) を返す
explain-gb18030-first = バイト { $byte } は 0x81–0xFE：gb18030_first = { $byte }、継続
explain-gb18030-invalid-lead = バイト { $byte } はバイト列を始められない：誤りを返す
explain-gb18030-encode-end = end-of-queue：終了済みを返す
explain-gb18030-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-gb18030-encode-e5e5 = U+E5E5：索引 gb18030 は 0xA3 0xA0 を U+3000 に対応させているため、U+E5E5 は往復できない：誤りを返す
explain-gb18030-encode-gbk-euro = GBK の符号化器 (is_gbk = true) で U+20AC：バイト 0x80 を返す
explain-gb18030-encode-side-table = { $code_point } は { $table } の互換表にある：{ $bytes } を返す
explain-gb18030-encode-two-byte = 索引 gb18030 での { $code_point } の索引ポインター = { $pointer }：lead = { $pointer } / 190 + 0x81 = { $lead }、trail = { $pointer } % 190 = { $trail }、offset = { $offset } (0x3F 未満なら 0x40、それ以外は 0x41) → { $bytes }
explain-gb18030-encode-gbk-unmapped = { $code_point } は索引 gb18030 になく、GBK には 4 バイトの形がない：{ $code_point } を伴う誤りを返す
explain-gb18030-encode-four-byte = 索引 gb18030 にない：gb18030 範囲索引のポインター = { $range ->
    [row] { $pointer_offset } + { $code_point } − { $offset } = { $pointer } (この符号位置を含む gb18030 範囲索引の範囲は { $offset }、ポインター { $pointer_offset } から始まる)
   *[e7c7] { $pointer } (U+E7C7 は範囲外にある唯一の符号位置)
}。byte1 = { $pointer } / 12600 = { $b1 }、byte2 = { $b2 }、byte3 = { $b3 }、byte4 = { $b4 } (余りを 1260、次に 10 で割る) → { $b1 } + 0x81、{ $b2 } + 0x30、{ $b3 } + 0x81、{ $b4 } + 0x30 = { $bytes }
explain-big5-end-in-sequence = 先頭バイト { $lead } の後で end-of-queue：big5_lead をリセットし、誤りを返す
explain-big5-end = 保留中のものがない end-of-queue：終了済みを返す
explain-big5-two-code-points = pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } は 2 つの符号位置を返す 4 つのポインターの 1 つ：{ $code_points }
explain-big5-mapped = pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } → 索引 Big5 → { $code_points }
explain-big5-unmapped = { $trail ->
    [yes] pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } に対応する符号位置は索引 Big5 にない：
   *[no] バイト { $byte } は後続バイト (0x40–0x7E、0xA1–0xFE) ではない：
}{ $ascii ->
    [yes] ASCII バイトをストリームに戻し、誤りを返す
   *[no] 誤りを返す
}
explain-big5-ascii = バイト { $byte } は ASCII バイト：{ $code_point } を返す
explain-big5-lead = バイト { $byte } は 0x81–0xFE：big5_lead = { $byte }、継続
explain-big5-invalid-lead = バイト { $byte } はバイト列を始められない：誤りを返す
explain-big5-encode-end = end-of-queue：終了済みを返す
explain-big5-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-big5-encode-unmapped = { $code_point } には Big5 の索引ポインターがない：{ $code_point } を伴う誤りを返す
explain-big5-encode-two-byte = { $code_point } の Big5 の索引ポインター = { $pointer } ({ $which ->
    [last] 2 つあるポインターのうち後のほう
   *[hong-kong] 香港の拡張である 5024 未満のポインターは使わない
})：lead = { $pointer } / 157 + 0x81 = { $lead }、trail = { $pointer } % 157 = { $trail }、offset = { $offset } (0x3F 未満なら 0x40、それ以外は 0x62) → { $bytes }
explain-euc-jp-end-in-sequence = 先頭バイト { $lead } の後で end-of-queue：euc_jp_lead をリセットし、誤りを返す
explain-euc-jp-end = 保留中のものがない end-of-queue：終了済みを返す
explain-euc-jp-katakana = 先頭バイト 0x8E に続く { $byte }：半角カタカナ 0xFF61 − 0xA1 + バイト = { $code_point }
explain-euc-jp-jis0212 = 先頭バイト 0x8F に続く { $byte }：JIS X 0212 の文字が続く。euc_jp_jis0212 = true、euc_jp_lead = { $byte }
explain-euc-jp-mapped = pointer = ({ $lead } − 0xA1) × 94 + { $byte } − 0xA1 = { $pointer } → 索引 { $index } → { $code_point }
explain-euc-jp-unmapped = { $pair ->
    [yes] pointer = ({ $lead } − 0xA1) × 94 + { $byte } − 0xA1 = { $pointer } に対応する符号位置は索引 { $index } にない：
   *[no] 先頭バイト { $lead } とバイト { $byte } がともに 0xA1–0xFE ではない：
}{ $ascii ->
    [yes] ASCII バイトをストリームに戻し、誤りを返す
   *[no] 誤りを返す
}
explain-euc-jp-ascii = バイト { $byte } は ASCII バイト：{ $code_point } を返す
explain-euc-jp-lead = バイト { $byte } はバイト列の先頭：euc_jp_lead = { $byte }、継続
explain-euc-jp-invalid-lead = バイト { $byte } はバイト列を始められない：誤りを返す
explain-euc-jp-encode-end = end-of-queue：終了済みを返す
explain-euc-jp-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-euc-jp-encode-yen = U+00A5 (¥)：バイト 0x5C を返す
explain-euc-jp-encode-overline = U+203E (‾)：バイト 0x7E を返す
explain-euc-jp-encode-katakana = 半角カタカナ { $code_point }：0x8E、続いて 符号位置 − 0xFF61 + 0xA1 → { $bytes }
explain-euc-jp-encode-two-byte = 索引 jis0208 での { $code_point } の索引ポインター = { $pointer }{ $minus ->
    [yes] {" "}(U+2212 は U+FF0D として符号化される)
   *[no] {""}
}：lead = { $pointer } / 94 + 0xA1 = { $lead }、trail = { $pointer } % 94 + 0xA1 = { $trail } → { $bytes }
explain-euc-jp-encode-unmapped = { $code_point } は索引 jis0208 にない：{ $code_point } を伴う誤りを返す
explain-iso-2022-jp-state = { $state ->
    [ascii] ASCII
    [roman] ローマ字
    [katakana] カタカナ
    [leading-byte] 先頭バイト
    [trailing-byte] 後続バイト
    [escape-start] エスケープ開始
    [escape] エスケープ
   *[jis0208] jis0208
}
explain-iso-2022-jp-escape-byte = { explain-iso-2022-jp-state } 状態、バイト 0x1B (ESC)：iso_2022_jp_decoder_state = エスケープ開始、継続
explain-iso-2022-jp-escape-in-trail = 後続バイト状態、バイト 0x1B (ESC)：文字が途中で切れている。iso_2022_jp_decoder_state = エスケープ開始、誤りを返す
explain-iso-2022-jp-end = { explain-iso-2022-jp-state } 状態、end-of-queue：終了済みを返す
explain-iso-2022-jp-ascii = ASCII 状態、バイト { $byte }：iso_2022_jp_output = false、{ $code_point } を返す
explain-iso-2022-jp-roman-yen = ローマ字状態、バイト 0x5C：U+00A5 (¥) を返す
explain-iso-2022-jp-roman-overline = ローマ字状態、バイト 0x7E：U+203E (‾) を返す
explain-iso-2022-jp-roman = ローマ字状態、バイト { $byte }：{ $code_point } を返す
explain-iso-2022-jp-katakana = カタカナ状態、バイト { $byte }：0xFF61 − 0x21 + バイト = { $code_point }
explain-iso-2022-jp-lead = 先頭バイト状態、バイト { $byte }：iso_2022_jp_lead = { $byte }、iso_2022_jp_decoder_state = 後続バイト
explain-iso-2022-jp-trail = pointer = ({ $lead } − 0x21) × 94 + { $byte } − 0x21 = { $pointer } → 索引 jis0208 → { $code_point }。iso_2022_jp_decoder_state = 先頭バイト
explain-iso-2022-jp-trail-unmapped = pointer = ({ $lead } − 0x21) × 94 + { $byte } − 0x21 = { $pointer } に対応する符号位置は索引 jis0208 にない：誤りを返す。iso_2022_jp_decoder_state = 先頭バイト
explain-iso-2022-jp-end-in-trail = 後続バイト状態、end-of-queue：iso_2022_jp_decoder_state = 先頭バイト、誤りを返す
explain-iso-2022-jp-bad-trail = 後続バイト状態、バイト { $byte } は 0x21–0x7E ではない：iso_2022_jp_decoder_state = 先頭バイト、誤りを返す
explain-iso-2022-jp-invalid = { explain-iso-2022-jp-state } 状態、バイト { $byte } はここでは許されない：iso_2022_jp_output = false、誤りを返す
explain-iso-2022-jp-escape-lead = エスケープ開始状態、バイト { $byte } ('{ $char }')：iso_2022_jp_lead = { $byte }、iso_2022_jp_decoder_state = エスケープ
explain-iso-2022-jp-bad-escape-start = エスケープ開始状態、{ $end ->
    [yes] end-of-queue は '$' でも '(' でもない：iso_2022_jp_output = false
   *[no] バイト { $byte } は '$' でも '(' でもない：このバイトを戻し、iso_2022_jp_output = false
}、出力状態 (iso_2022_jp_decoder_output_state) の { explain-iso-2022-jp-state } に戻り、誤りを返す
explain-iso-2022-jp-escape-accepted = { $sequence } は { explain-iso-2022-jp-state } 状態を選ぶ：iso_2022_jp_decoder_state と iso_2022_jp_decoder_output_state = { explain-iso-2022-jp-state }、iso_2022_jp_output = true。iso_2022_jp_output は false だった：継続
explain-iso-2022-jp-escape-after-escape = { $sequence } は { explain-iso-2022-jp-state } 状態を選ぶ：iso_2022_jp_decoder_state と iso_2022_jp_decoder_output_state = { explain-iso-2022-jp-state }、iso_2022_jp_output = true。iso_2022_jp_output はすでに true だった (2 つのエスケープシーケンスが間に何もはさまずに続いた)：誤りを返す
explain-iso-2022-jp-bad-escape = ESC { $lead } の後の{ $end ->
    [yes] end-of-queue は認識できるエスケープシーケンスではない：iso_2022_jp_lead を戻し
   *[no] バイト { $byte } は認識できるエスケープシーケンスではない：{ $lead } { $byte } を戻し
}、iso_2022_jp_output = false、{ explain-iso-2022-jp-state } 状態に戻り、誤りを返す
explain-iso-2022-jp-encode-end-reset = { explain-iso-2022-jp-state } 状態で end-of-queue：ESC ( B ({ $bytes }) で ASCII に戻す。{ $encoding } の出力はすべて ASCII で終わる
explain-iso-2022-jp-encode-end = ASCII 状態で end-of-queue：終了済みを返す
explain-iso-2022-jp-encode-control = { $code_point } (シフトアウト、シフトイン、エスケープのいずれか) はエスケープシーケンスを偽造しうる：この符号位置ではなく U+FFFD を伴う誤りを返す
explain-iso-2022-jp-encode-ascii = ASCII 状態、{ $code_point }：バイト { $byte } を返す
explain-iso-2022-jp-encode-roman = ローマ字状態、{ $code_point }：{ $bytes } を返す
explain-iso-2022-jp-encode-switch-ascii = { $code_point } には ASCII 状態が必要だが、状態は { explain-iso-2022-jp-state }：{ $code_point } をキューに戻し、iso_2022_jp_encoder_state = ASCII、ESC ( B ({ $bytes }) を返す
explain-iso-2022-jp-encode-switch-roman = { $code_point } にはローマ字状態が必要：これをキューに戻し、iso_2022_jp_encoder_state = ローマ字、ESC ( J ({ $bytes }) を返す
explain-iso-2022-jp-encode-unmapped-switch-ascii = { $code_point }{ $set ->
    [yes] {" "}({ $original } を { $code_point } に置き換えた)
   *[no] {""}
} は索引 jis0208 になく、状態は jis0208：{ $original } を戻し、iso_2022_jp_encoder_state = ASCII、まず ESC ( B を返す
explain-iso-2022-jp-encode-unmapped = { $code_point }{ $set ->
    [yes] {" "}({ $original } を { $code_point } に置き換えた)
   *[no] {""}
} は索引 jis0208 にない：{ $code_point } を伴う誤りを返す
explain-iso-2022-jp-encode-switch-jis0208 = { $code_point }{ $set ->
    [yes] {" "}({ $original } を { $code_point } に置き換えた)
   *[no] {""}
} は索引 jis0208 にあるが、状態は { explain-iso-2022-jp-state }：{ $original } を戻し、iso_2022_jp_encoder_state = jis0208、ESC $ B ({ $bytes }) を返す
explain-iso-2022-jp-encode-two-byte = 索引 jis0208 での { $code_point } の索引ポインター = { $pointer }{ $set ->
    [yes] {" "}({ $original } を { $code_point } に置き換えた)
   *[no] {""}
}：lead = { $pointer } / 94 + 0x21 = { $lead }、trail = { $pointer } % 94 + 0x21 = { $trail } → { $bytes }
explain-shift-jis-end-in-sequence = 先頭バイト { $lead } の後で end-of-queue：shift_jis_lead をリセットし、誤りを返す
explain-shift-jis-end = 保留中のものがない end-of-queue：終了済みを返す
explain-shift-jis-eudc = pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } は 8836–10715 (ユーザー定義文字、いわゆる外字の領域)：0xE000 − 8836 + pointer = { $code_point }
explain-shift-jis-mapped = pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } → 索引 jis0208 → { $code_point }
explain-shift-jis-unmapped = { $trail ->
    [yes] pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } に対応する符号位置は索引 jis0208 にない：
   *[no] バイト { $byte } は後続バイト (0x40–0x7E、0x80–0xFC) ではない：
}{ $ascii ->
    [yes] ASCII バイトをストリームに戻し、誤りを返す
   *[no] 誤りを返す
}
explain-shift-jis-ascii = バイト { $byte } は ASCII バイトか 0x80：{ $code_point } を返す
explain-shift-jis-katakana = バイト { $byte } は 0xA1–0xDF：半角カタカナ 0xFF61 − 0xA1 + バイト = { $code_point }
explain-shift-jis-lead = バイト { $byte } は先頭バイト (0x81–0x9F、0xE0–0xFC)：shift_jis_lead = { $byte }、継続
explain-shift-jis-invalid-lead = バイト { $byte } (0xA0 または 0xFD–0xFF) はバイト列を始められない：誤りを返す
explain-shift-jis-encode-end = end-of-queue：終了済みを返す
explain-shift-jis-encode-ascii = { $code_point } は ASCII か U+0080：バイト { $byte } を返す
explain-shift-jis-encode-yen = U+00A5 (¥)：バイト 0x5C を返す
explain-shift-jis-encode-overline = U+203E (‾)：バイト 0x7E を返す
explain-shift-jis-encode-katakana = 半角カタカナ { $code_point }：符号位置 − 0xFF61 + 0xA1 → { $bytes }
explain-shift-jis-encode-two-byte = { $minus ->
    [yes] U+2212 を U+FF0D に置き換える。
   *[no] {""}
}{ $code_point } の Shift_JIS の索引ポインター = { $pointer } (ポインター 8272–8835、つまり NEC による IBM 拡張の複製は飛ばす)：lead = { $pointer } / 188 = { $lead }、lead_offset = { $lead_offset } (0x1F 未満なら 0x81、それ以外は 0xC1)、trail = { $pointer } % 188 = { $trail }、offset = { $offset } (0x3F 未満なら 0x40、それ以外は 0x41) → { $bytes }
explain-shift-jis-encode-unmapped = { $code_point } には Shift_JIS の索引ポインターがない：{ $code_point } を伴う誤りを返す
explain-euc-kr-end-in-sequence = 先頭バイト { $lead } の後で end-of-queue：euc_kr_lead をリセットし、誤りを返す
explain-euc-kr-end = 保留中のものがない end-of-queue：終了済みを返す
explain-euc-kr-mapped = pointer = ({ $lead } − 0x81) × 190 + ({ $byte } − 0x41) = { $pointer } → 索引 { $index } → { $code_point }
explain-euc-kr-unmapped = { $trail ->
    [yes] pointer = ({ $lead } − 0x81) × 190 + ({ $byte } − 0x41) = { $pointer } に対応する符号位置は索引 { $index } にない：
   *[no] バイト { $byte } は後続バイト (0x41–0xFE) ではない：
}{ $ascii ->
    [yes] ASCII バイトをストリームに戻し、誤りを返す
   *[no] 誤りを返す
}
explain-euc-kr-ascii = バイト { $byte } は ASCII バイト：{ $code_point } を返す
explain-euc-kr-lead = バイト { $byte } は 0x81–0xFE：euc_kr_lead = { $byte }、継続
explain-euc-kr-invalid-lead = バイト { $byte } はバイト列を始められない：誤りを返す
explain-euc-kr-encode-end = end-of-queue：終了済みを返す
explain-euc-kr-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-euc-kr-encode-unmapped = { $code_point } は索引 { $index } にない：{ $code_point } を伴う誤りを返す
explain-euc-kr-encode-two-byte = 索引 { $index } での { $code_point } の索引ポインター = { $pointer }：lead = { $pointer } / 190 + 0x81 = { $lead }、trail = { $pointer } % 190 + 0x41 = { $trail } → { $bytes }
error-class-unexpected-continuation = 予期しない後続バイト
error-class-never-starts-sequence = どのバイト列も始められないバイト (C0、C1、F5–FF)
error-class-overlong = 冗長な表現 (E0 80–9F、F0 80–8F)
error-class-surrogate = 符号化されたサロゲート (ED A0–BF)
error-class-above-max = U+10FFFF を超える (F4 90–BF)
error-class-cut-by-byte = 後続バイトでないバイトで途切れたバイト列
error-class-cut-by-end = 入力の終わりで途切れたバイト列
error-class-unpaired-leading-surrogate = 下位サロゲートのない上位サロゲート
error-class-unpaired-trailing-surrogate = 上位サロゲートのない下位サロゲート
error-class-invalid-byte = 文字を始められないバイト
error-class-unmapped = このバイト列に対応する符号位置が索引にない
error-class-invalid-trail = 先頭バイトの後に続くことのできないバイト
error-class-invalid-escape = 認識できるエスケープシーケンスの続かないエスケープバイト
error-class-escape-after-escape = 別のエスケープシーケンスの直後のエスケープシーケンス
error-class-replacement-encoding = 文字符号化 replacement はどんな入力も 1 つの U+FFFD に復号する
error-class-pattern-cesu8 = CESU-8：{ $code_point } がサロゲートペアとして 3 バイト列 2 つで書かれている (UTF-8 なら 4 バイト列 1 つ)
error-class-pattern-encoded-surrogate = サロゲート { $unit } が UTF-8 として符号化されている (WTF-8 か、UTF-16 からの誤った変換)。UTF-8 にサロゲートはない
error-class-pattern-java-nul = Java の修正 UTF-8：U+0000 が C0 80 と書かれている (冗長な表現)
error-class-pattern-overlong = 冗長な表現：{ $code_point } が { $length } バイトで書かれている
error-class-pattern-above-max = { $value } は最後の符号位置 U+10FFFF を超える
error-class-pattern-obsolete = { $value } の廃止された { $length } バイト形式 (RFC 2279)。UTF-8 は 4 バイトまで
error-class-pattern-truncated = 4 バイト文字が 3 バイトで切れている。1 文字 3 バイトまでの MySQL utf8mb3 では、絵文字など基本多言語面の外の文字がこうなる
error-class-pattern-legacy-8bit = { $byte } は windows-1252 では { $character }：旧来の 8 ビット文字符号化の単独のバイト
error-class-pattern-cyrillic = C0–FF の密なバイト：{ $encoding } のキリル文字で、これらは「{ $word }」と読める
error-class-pattern-utf16 = { $encoding } のバイトを UTF-8 として読んでいる
stepper-bits-pattern = パターン { $pattern }
stepper-bits-would-spell = {"  →  "}{ $payload }：{ $why ->
    [too-long] { $code_point } を表すはずだが、UTF-8 は 4 バイトまで：5・6 バイトの形は廃止された (RFC 3629)
    [overlong] { $code_point } を表すはずだが、冗長な表現：もっと短い形があり、UTF-8 とされるのは最短の形だけ
    [surrogate] { $code_point } を表すはずだが、サロゲート：UTF-8 が符号化するのはスカラー値だけで、サロゲートは決して符号化しない
    [above-max] { $code_point } を表すはずだが、最後の符号位置 U+10FFFF を超える
   *[none] { $code_point } を表すはず
}
stepper-bits-announces = {"  →  "}{ $payload }：先頭バイトは { $len } バイトを予告するが、あるのは { $there } バイト
stepper-bits-so-far = {"  →  "}{ $payload }：ここまで ({ $value })
surrogate-there = { $code_point } − 0x10000 = { $value } = { $high_bits } { $low_bits } (上位 10 ビット、下位 10 ビット) → 0xD800 + { $high } = { $lead }、0xDC00 + { $low } = { $trail }
stepper-scanning = 走査中
encode-more-bytes = … ほかに { $n } バイト
encode-reference-for = 出力バイト { $offset } の { $reference } ({ $character } に対して)
encode-reference-bytes = { $label }：出力のバイト { $from }–{ $to }、上で枠で囲んだ部分

## 「なぜこの文字符号化か」「BOM」「誤り」「文字」「比較」パネルと、そこに表示される判定・BOM 表・検出器の言葉

# 復号の操作 (標準の名前) と、それぞれが何をするか。
operation-decode = decode
    .summary = BOM sniffing のあと、ラベルの文字符号化で復号する (BOM はラベルに優先する)。誤りは U+FFFD になる。HTML 文書、クラシックスクリプト、CSS スタイルシート
operation-no-bom = 文字符号化の復号器のみ (BOM の扱いなし)
    .summary = ラベルの復号器だけを動かす：BOM sniffing をしないので、BOM は U+FEFF に復号される (復号器を直接動かしたときと同じ)
operation-utf8-decode = UTF-8 decode
    .summary = 常に UTF-8。UTF-8 の BOM は読み飛ばされる。誤りは U+FFFD になる。Fetch の text() と json()、モジュールスクリプトとワーカースクリプト、EventSource
operation-utf8-decode-without-bom = UTF-8 decode (BOM を除かない)
    .summary = 常に UTF-8。BOM は U+FEFF として残る。誤りは U+FFFD になる。URL のパーセントデコード、application/x-www-form-urlencoded、multipart/form-data
operation-utf8-decode-without-bom-or-fail = UTF-8 decode (BOM を除かず、誤りで失敗)
    .summary = 常に UTF-8。BOM は U+FEFF として残る。最初の誤りで復号全体が失敗する。不正なバイト列を修復せずに拒まなければならない呼び出し側のためのもの
operation-textdecoder = TextDecoder decode()
    .summary = JavaScript の API：ラベルの文字符号化で復号する。fatal と ignoreBOM のオプションがあり、stream オプションで decode() を何回にも分けて呼べる

# コンテキスト：ウェブ上でバイト列を復号するすべての場所 (名前。.spec は標準の該当箇所)。
contexts-html = HTML 文書 (HTML パーサー)
    .spec = HTML 13.2.3.2 文字符号化の決定
contexts-xhr-document = XMLHttpRequest の文書レスポンス (HTML)
    .spec = XHR 3.6.6 文書レスポンスの設定
contexts-xml = XML 文書 (ナビゲーション、XSLT、responseXML)
    .spec = XML 1.0 4.3.3 と付録 F、Encoding Standard 4.1
contexts-css-from-document = 文書からリンクされた CSS スタイルシート
    .spec = CSS Syntax 3.2 入力バイトストリーム
contexts-css-from-css = スタイルシートから読み込まれた CSS スタイルシート
    .spec = CSS Syntax 3.2 入力バイトストリーム
contexts-css-from-link-header = Link: ヘッダーで指定された CSS スタイルシート
    .spec = CSS Syntax 3.2 入力バイトストリーム
contexts-classic-script = クラシックスクリプト (<script src>)
    .spec = HTML 8.1.3.2 クラシックスクリプトの取得
contexts-text-file = ブラウザーが表示するテキストファイル (text/plain)
    .spec = HTML 7.4.5 テキストファイルのページ読み込み処理モデル
contexts-view-source = view-source:
    .spec = ブラウザーの定義による (表示する文書と同じ扱い)
contexts-xhr-text-xml = XMLHttpRequest のテキストレスポンス (XML の型)
    .spec = XHR 3.6.9 テキストレスポンス
contexts-xhr-text = XMLHttpRequest のテキストレスポンス (その他の型)
    .spec = XHR 3.6.9 テキストレスポンス
contexts-textdecoder = TextDecoder decode()
    .spec = Encoding Standard 7.2 TextDecoder
contexts-textdecoder-ignorebom = TextDecoder decode() (ignoreBOM あり)
    .spec = Encoding Standard 7.2 TextDecoder
contexts-fetch-text = Fetch の Body.text()
    .spec = Fetch 5.3 データのパッケージ化 (テキスト)
contexts-fetch-json = Fetch の Body.json()
    .spec = Fetch 5.3 データのパッケージ化 (JSON)：バイト列から JSON を解析する
contexts-xhr-json = XMLHttpRequest の JSON レスポンス
    .spec = XHR 3.6.9 JSON レスポンス：バイト列から JSON を解析する
contexts-module-script = モジュールスクリプト、ワーカースクリプト (クラシック以外)
    .spec = HTML 8.1.3.2 単一のモジュールスクリプトの取得
contexts-javascript-url = javascript: URL
    .spec = HTML 7.4.2.3.4 javascript: URL の特例
contexts-manifest = ウェブアプリのマニフェスト (application/manifest+json)
    .spec = Web App Manifest 4.1 処理
contexts-payment-manifest = 支払い方法のマニフェスト
    .spec = Payment Method Manifest 5
contexts-push-message = PushMessageData の text() と json()
    .spec = Push API 11.4
contexts-event-stream = EventSource ({"text/event-stream"})
    .spec = HTML 9.2.5 イベントストリームの解析
contexts-webvtt = WebVTT ファイル
    .spec = WebVTT 6.1 解析
contexts-websocket-text = WebSocket のテキストメッセージ
    .spec = WebSockets 4 プロトコルからのフィードバック
contexts-document-cookie = document.cookie
    .spec = HTML 3.1.4 document.cookie のゲッター
contexts-websocket-close-reason = WebSocket のクローズ理由
    .spec = WebSockets 4 WebSocket 接続が閉じられたとき
contexts-percent-decode = パーセントデコード (URL のパス、クエリ)
    .spec = URL 1.3 文字列のパーセントデコード
contexts-form-urlencoded = application/x-www-form-urlencoded
    .spec = URL 5.1 application/x-www-form-urlencoded の解析
contexts-multipart-form-data = multipart/form-data
    .spec = Fetch 5.3 multipart/form-data のパーサー
contexts-fragment-directive = 文書の指示された部分 (URL のフラグメント)
    .spec = HTML 7.4.6.3 指示された要素の候補を探す
contexts-host-parser = URL のホストパーサー (ドメインから ASCII へ)
    .spec = URL 3.5 ホストの解析
contexts-media-fragment = メディアフラグメント URI
    .spec = Media Fragments URI 5.1.1
contexts-decode-uri = decodeURI / decodeURIComponent (不正なバイトで URIError)
    .spec = ECMAScript 19.2.6.1 の復号処理
contexts-bom-sniff = BOM sniffing：BOM はどのラベルにも優先する
    .short = BOM sniffing
contexts-bom-strip-utf8 = UTF-8 の BOM は読み飛ばされる。UTF-16 の BOM はここでは BOM ではない
    .short = UTF-8 の BOM を読み飛ばす
contexts-bom-strip-own = 自身の文字符号化の BOM が取り除かれる
    .short = 自身の BOM を除く
contexts-bom-keep = 残す：BOM は U+FEFF になる
    .short = U+FEFF として残す
contexts-sniffs-html = BOM、上書き指定、Content-Type、<meta> のプリスキャン、親文書、検出器、既定値
contexts-sniffs-xhr-html = BOM、Content-Type、<meta> のプリスキャン、UTF-8
contexts-sniffs-xml = BOM、Content-Type、XML 宣言、UTF-8
contexts-sniffs-css = BOM、Content-Type、@charset、参照元、UTF-8
contexts-sniffs-classic-script = BOM、Content-Type、<script charset> または文書
contexts-sniffs-transport-then-utf8 = BOM、Content-Type、UTF-8
contexts-sniffs-plain-text = BOM、上書き指定、Content-Type、検出器、既定値
contexts-sniffs-label = 与えられたラベル
contexts-sniffs-utf8 = 何も見ない：常に UTF-8
contexts-title = コンテキスト：ウェブはどこで、どのようにバイト列を復号するか
contexts-intro = プラットフォームでバイト列をテキストにするすべての場所。「適用」を押すと、開いている文書をそのコンテキストと同じように復号する (その決定は「なぜこの文字符号化か」タブで見られる)。
contexts-column-context = コンテキスト
contexts-column-operation = 操作
contexts-column-bom = BOM
contexts-column-streams = ストリーミング
contexts-column-errors = 誤り
contexts-column-looks-at = 見るもの
contexts-apply = 適用
contexts-apply-help = 「{ $context }」と同じように文書を復号する
contexts-yes = する
contexts-no = しない

# 決定を 1 ステップずつ：各ステップが何を調べ、何を見つけたか、標準のどこにあるか。
decision-by-bom = BOM (バイト順マーク)
decision-by-override = 利用者による上書き指定
decision-by-http = Content-Type ヘッダーの charset
decision-by-prescan = <meta> による宣言
decision-by-xml-declaration = XML 宣言
decision-by-css-charset = @charset 規則
decision-by-environment = 参照元の文書の文字符号化
decision-by-detector = 検出器
decision-by-default = 既定値
decision-confidence-certain = 確定
decision-confidence-tentative = 暫定
decision-confidence-irrelevant = 無関係
decision-mode-fatal = 最初の誤りで失敗する
decision-mode-replacement = 誤りは U+FFFD になる
decision-operation = { $encoding } で { $op }。{ $bom }。{ $mode }{ $streaming ->
    [yes] 。ストリーミング
   *[no] {""}
}
decision-spec-html-parent = HTML 13.2.3.2 文字符号化スニッフィング、手順 6 (親文書)
decision-spec-xhr-document-default = XHR 3.6.6 文書レスポンスの設定、手順 6
decision-spec-xml-default = XML 1.0 4.3.3：宣言がなければ UTF-8
decision-spec-css-environment = CSS Syntax 3.2 フォールバック文字符号化の決定、手順 3
decision-spec-css-default = CSS Syntax 3.2 フォールバック文字符号化の決定、手順 4
decision-spec-classic-script = HTML 8.1.3.2 クラシックスクリプトの取得：スクリプトの charset、なければ文書の文字符号化
decision-spec-classic-script-default = 指定がなければ文書の文字符号化は UTF-8
decision-spec-xhr-text-default = XHR 3.6.9 テキストレスポンス、手順 4
decision-spec-html-prescan-step = HTML 13.2.3.2 文字符号化スニッフィング、手順 5
decision-spec-late-meta = HTML 13.2.6.4.4 <head> 内の <meta>、13.2.3.4 解析中の文字符号化の変更
decision-spec-html-detector-step = HTML 13.2.3.2 文字符号化スニッフィング、手順 8
decision-spec-bom = Encoding Standard 4.1 decode、BOM sniffing
decision-spec-override = HTML 13.2.3.2 文字符号化スニッフィング、手順 2
decision-spec-transport = Fetch 4.6 文字符号化のレガシーな抽出
decision-spec-prescan = HTML 13.2.3.2 文字符号化を決めるためのバイトストリームのプリスキャン
decision-spec-prescan-utf16 = HTML 13.2.3.2 プリスキャン、手順 2
decision-spec-get-xml-encoding = HTML 13.2.3.2 XML の文字符号化の取得
decision-spec-detector = HTML 13.2.3.2 文字符号化スニッフィング、手順 8 (自動検出)
decision-spec-locale-default = HTML 13.2.3.2 文字符号化スニッフィング、手順 9
decision-spec-textdecoder = Encoding Standard 7.2 TextDecoder のコンストラクター
decision-spec-xml-declaration = XML 1.0 付録 F、HTML 13.2.3.2 XML の文字符号化の取得
decision-spec-css-charset = CSS Syntax 3.2 フォールバック文字符号化の決定、手順 2
decision-check-bom = BOM sniffing
decision-bom-found = { $encoding } の BOM：{ $encoding }、確定
decision-no-bom = BOM なし
decision-check-override = 利用者による上書き指定
decision-certain = { $encoding }、確定
decision-tentative = { $encoding }、暫定
decision-none = なし
decision-no-header = ヘッダーの指定なし
decision-not-a-mime-type = MIME タイプとして解析できない：charset なし
decision-charset-names = charset は { $encoding } を示す：確定
decision-charset-unknown = charset { $label } はどの文字符号化も示さない：無視される
decision-without-charset = charset のない { $mime }
decision-check-prescan = プリスキャン：{ $what }
decision-check-prescan-alone = プリスキャン
decision-check-prescan-xml = プリスキャン：XML の文字符号化の取得
decision-check-prescan-not-reached = プリスキャン (到達せず)
decision-prescan-comment = コメント：--> まで読み飛ばす。中身は何も数えない
decision-prescan-markup = <!、</、<?：次の > まで読み飛ばす
decision-prescan-tag = 属性を読むが、無視する
decision-prescan-utf16 = { $encoding } での <?x のバイト列：{ $encoding }、暫定
decision-prescan-xml = 文字符号化を宣言する <meta> はない。XML 宣言が { $encoding } を示す：暫定
decision-prescan-nothing = 文字符号化を宣言する <meta> も XML 宣言もない{ $cut ->
    [yes] 。プリスキャンしたバイト列はタグの途中で終わっている
   *[no] {""}
}
decision-prescan-not-reached = 先頭の { $limit } バイトは { $encoding } を宣言しているが、先に決めたのは { $by }
decision-meta-declares = { $encoding } を宣言する：プリスキャンはこれを返す
decision-meta-no-declaration = charset 属性も、content 属性中の charset もない：need_pragma は未設定のまま
decision-meta-no-pragma = content 属性が charset を示すが、http-equiv="content-type" がない (need_pragma は真、got_pragma は偽)：無視される
decision-meta-unknown-label = charset { $label } はどの文字符号化のラベルでもない：無視される
decision-meta-cut = タグがプリスキャンするバイト列の終わりで切れている
decision-check-late-meta = バイト { $offset } の <meta>
decision-late-meta-declares = プリスキャンが見ない先頭 { $limit } バイトより後で { $encoding } を宣言している
decision-late-meta-utf16 = { $after }。ページは UTF-16：確度は確定になり、何も変わらない
decision-until-late-meta = { $result } (パーサーがバイト { $offset } の <meta> に出会うまで)
decision-late-meta-changes = { $after }。パーサーは確度が暫定のままこれに出会い、文字符号化を { $from } から { $to } に変える：ページはもう一度、確定で解析される
decision-late-meta-agrees = { $after }。文字符号化は一致する：確度は確定になる
decision-late-meta-ignored = { $after }。{ $certain ->
    [yes] 確度は確定：パーサーはこれを無視する
   *[no] パーサーはこれを無視する
}
decision-check-environment = 参照元の文書の文字符号化
decision-environment-utf16 = { $encoding }：引き継がれない (UTF-16)
decision-none-given = 指定なし
decision-check-detector = 検出器
decision-detector-guesses = { $encoding } と推測、暫定
decision-not-run = 実行されない
decision-check-detector-not-reached = 検出器 (到達せず)
decision-detector-would-guess = 実行すれば { $encoding } と推測する
decision-check-default = 既定値
decision-default-for-tld = .{ $tld } の既定値：{ $encoding }、暫定
decision-default-no-tld = トップレベルドメインの指定なし：{ $encoding }、暫定
decision-check-textdecoder-label = TextDecoder に渡されたラベル
decision-textdecoder-no-label = なし："utf-8"
decision-always-utf8 = 常に UTF-8 で、文字符号化を判定しない。{ $bom }。{ $mode }
decision-check-xml-utf16 = XML：UTF-16 の <?x
decision-check-xml-declaration = XML 宣言
decision-xml-names = 宣言の文字符号化は { $encoding }
decision-xml-names-none = どの文字符号化も示さない (または標準が知らない文字符号化を示す)
decision-xml-none = 先頭にない
decision-css-not-exact = @charset だが、厳密に @charset "…"; の形ではない (空白 1 つ、二重引用符、; の前に空白なし)：無視される
decision-css-none = スタイルシートが @charset "…"; で始まっていない
decision-css-utf16 = "{ $label }" は { $encoding } を示すが、ASCII として読める規則が { $encoding } であるはずがない：UTF-8
decision-css-names = "{ $label }" は { $encoding } を示す
decision-css-unknown = "{ $label }" はどの文字符号化も示さない：無視される

# 検出器：何を選んだか、その理由、候補ごとの根拠。
detect-why-utf32 = バイト列は { $form } (4 バイトごとに NUL が 2 つ) で、Encoding Standard はこれを復号しない。ウェブの既定値である UTF-8 が TextDecoder に与えられるはず (chardetng の推測は { $chardetng })
detect-why-from-network = chardetng の推測。ネットワークから来たページで Firefox が使うとおり (そこでは UTF-8 と {"ISO-2022-JP"} は推測されない)
detect-why-utf16 = バイト列に UTF-16 テキストのリズムがあり (上位バイトが少数の値、または NUL が片側だけ)、{ $encoding } として誤りなく復号できる。chardetng は UTF-16 を決して答えない (推測は { $chardetng })
detect-why-too-little = chardetng の推測。判断材料が少なすぎる：非 ASCII のバイトは { $n } 個
detect-why-guess = chardetng の推測。誤りなく復号できるどの文字符号化でも、これよりはっきり自然な文章にはならない ({ $prior } ビット、読みが異なる文字ごとに { $per_char } ビットの差が要る)
detect-why-likeliest = 誤りなく復号できる文字符号化のうち、これが最も自然な文章として読める (文字モデルで { $bits } ビット、小さいほど自然)。chardetng の推測 { $guess } では { $guess_bits } ビット
detect-why-likeliest-guess-broken = 誤りなく復号できる文字符号化のうち、これが最も自然な文章として読める (文字モデルで { $bits } ビット、小さいほど自然)。chardetng の推測 { $guess } は誤りなく復号できない
detect-evidence-no-errors = 誤りなく復号できる
detect-evidence-first-error = 最初の誤りはバイト { $offset }、U+FFFD は { $n } 個
detect-evidence-c1 = C1 制御文字が { $n } 個 (別の文字符号化では文字であるバイト)
detect-evidence-mixed-scripts = { $words } 語中 { $n } 語で文字体系が混ざる
detect-evidence-glued = 文字にくっついた記号が { $n } 個
detect-evidence-latin-fit = アクセント付きの文字が 1 つの言語に収まる割合は { $fit }‰ (複数の言語の文字が混ざる)
detect-evidence-cyrillic = キリル文字の単語の得点 { $score }
detect-evidence-bits = 文章としての自然さ { $bits } ビット (小さいほど自然)
detect-evidence-separator = {"。"}

# 標準が知らないラベル。
labels-listed-at = 標準のラベルの一覧は { $url } にある
labels-did-you-mean = { $label } ({ $encoding }) のことか？
labels-nearest = 最も近いラベル：{ $labels }
labels-separator = {"、"}

# ファイルの先頭が示す形式。
binary-format = バイナリ：{ $format } (マジックバイト { $magic })
binary-control-bytes = バイナリ：既知の形式ではないが、先頭のバイトの { $percent } % が NUL か制御バイト

# BOM の判定 (`mojiscope sniff` の出力と同じ)、操作の表、シグネチャ。
bom-heading-first-bytes = 先頭のバイト
bom-heading-bom = BOM
bom-heading-buffer = 3 バイトのバッファー
bom-heading-verdict = 判定
bom-heading-signature = シグネチャ
bom-heading-decode-starts = decode の出力の先頭
bom-heading = { $heading }：
bom-empty-input = (入力が空)
bom-empty = (空)
bom-none = なし
bom-nothing = (なし)
bom-line = { $encoding } ({ $bytes }、{ $count })
bom-buffer-all = { $buffer } (すべて BOM)
bom-buffer-restored = { $buffer } → { $restored } をストリームに戻す
bom-verdict-overrides = { $bom } の BOM がラベル { $label } に優先する：decode は { $bom } を使う
bom-verdict-agrees = { $bom } の BOM はラベル { $label } と一致する
bom-verdict-no-bom = BOM なし：decode はラベルの文字符号化 { $label } を使う
bom-signature-line = { $name } ({ $pattern }) は BOM sniffing の対象外：{ $instead }
bom-op-dropped = { $op }：{ $bom } の BOM ({ $bytes }) は取り除かれ、残りは { $encoding } で復号される{ $fatal ->
    [yes] 。このモードでは最初の誤りで復号全体が失敗する
   *[no] {""}
}
bom-op-stripped = { $op }：{ $encoding } は { $bytes } を U+FEFF に復号し、出力はそれを取り除く (ignoreBOM は無効){ $fatal ->
    [yes] 。このモードでは最初の誤りで復号全体が失敗する
   *[no] {""}
}
bom-op-not-sniffed = { $op }：{ $bytes } は BOM sniffing の対象外。{ $encoding } の復号器はこれを { $read } と読む{ $starts ->
    [feff] ので、テキストは U+FEFF で始まる
   *[other] 。BOM ではない { $n } 文字になる
}{ $fatal ->
    [yes] 。このモードでは最初の誤りで復号全体が失敗する
   *[no] {""}
}
bom-bytes = バイト
bom-matched = 一致
bom-read-with-label = 代わりにラベルの文字符号化 ({ $label }) で読むと、BOM のバイト列は { $read } になる。{ $bom } はこれを U+FEFF と読み、取り除く。
bom-note-decode = この操作 ({ $op }) は復号器を選ぶ前に BOM を探す (BOM はラベルより確かな手がかり)。
bom-note-utf8-decode = この操作 ({ $op }) は UTF-8 の BOM を取り除き、UTF-16 の BOM は無視する。
bom-note-textdecoder = この操作 ({ $op }) は BOM sniffing をしない：UTF-8 か UTF-16 で ignoreBOM が無効なら、自身の文字符号化の先頭の U+FEFF を取り除く。
bom-note-other = この操作 ({ $op }) は BOM を扱わない：BOM のバイト列も他のバイトと同じように復号される。
bom-signatures = BOM sniffing が認識しないシグネチャ
bom-starts-with-signature = この入力は { $name } のシグネチャで始まる。decode の出力：{ $characters }
bom-table-heading = 各操作は各 BOM をどう扱うか
bom-table-note = このファイル自身の BOM の後のバイト列 ({ $bytes }) を、各 BOM の後ろに順に置いたもの。ラベルは { $label }
bom-prefix-none = BOM なし
bom-prefix-utf8 = UTF-8 の BOM
bom-prefix-utf16be = UTF-16BE の BOM
bom-prefix-utf16le = {"UTF-16LE"} の BOM
bom-prefix-utf32le = {"UTF-32LE"} のシグネチャ
bom-row-ignorebom = { $op }、ignoreBOM
bom-no-decoder = 復号器なし
bom-fate-consumed = BOM sniffing が検出して消費
bom-fate-dropped = U+FEFF と読まれ、取り除かれる
bom-fate-kept = U+FEFF として残る
bom-fate-as-text = BOM のバイト列がテキストとして読まれる
bom-fate-failed = 失敗
bom-fate-refused = 拒否
bom-range-error = TextDecoder が RangeError を投げる
bom-error-at = バイト { $offset } で誤り
bom-signature-utf-32le = BOM sniffing は FF FE を {"UTF-16LE"} の BOM と見なす：ファイルは {"UTF-16LE"} として復号され、UTF-32 の BOM の残りの 00 00 は U+0000 になる。そのためテキストは NUL で始まり、すべての文字の後に NUL が続く
bom-signature-utf-32be = 標準にとっては BOM ではない：バイト列はラベルの復号器に渡される (UTF-8 なら U+0000 U+0000 と U+FFFD 2 つ)
bom-signature-utf-7 = UTF-7 には対応していない (そのラベルは未知)：バイト列はただの ASCII で、"+/v8" などとして現れる
bom-signature-utf-1 = UTF-1 には対応していない：バイト列はラベルの復号器に渡される (UTF-8 なら U+FFFD の後に "dL"、windows-1252 なら "÷dL")
bom-signature-utf-ebcdic = UTF-EBCDIC には対応していない：バイト列はラベルの復号器に渡される (UTF-8 なら U+FFFD の後に "sfs"、windows-1252 なら "Ýsfs")
bom-signature-scsu = SCSU には対応していない：U+000E (SHIFT OUT) の後の FE FF は先頭にないので BOM ではない (UTF-8 なら U+FFFD 2 つ)
bom-signature-bocu-1 = BOCU-1 には対応していない：バイト列はラベルの復号器に渡される (UTF-8 なら U+FFFD 2 つの後に "("、windows-1252 なら "ûî(")
bom-signature-gb-18030 = BOM sniffing の対象外：gb18030 か GBK のラベルなら、gb18030 の復号器がこの 4 バイトを U+FEFF にし、ZERO WIDTH NO-BREAK SPACE としてテキストに残る。ほかのラベルでは別の文字になる

# 「なぜこの文字符号化か」パネル。
why-open-a-file = ファイルを開くと、ブラウザーがどの文字符号化を選ぶか、その理由とともに見られる。
why-detector-failed = 検出器はファイルを読めなかった：{ $error }
why-reading = 検出器のためにファイルの先頭 1 MiB を読んでいる…
why-not-ready = 決定はまだできていない：検出器がファイルを読んでいる。
why-applied = 「{ $context }」として：{ $encoding } (決定：{ $by })
why-context = コンテキスト：
why-override = 上書き指定：
why-referring-document = 参照元の文書：
why-tld = トップレベルドメイン：
why-hint-label = ラベル
why-from-network = ネットワークから
    .help = HTTP で読み込まれたページ：Firefox の検出器はそこでは UTF-8 を推測しない (ローカルファイルなら推測しうる)
# $field は選択肢のキー (override / referrer)。
why-not-a-label = { $field ->
    [override] 上書き指定
   *[referrer] 参照元の文書
}：{ $label } はどの文字符号化のラベルでもない。{ $hint }
why-not-a-mime-type = Content-Type：{ $header } は MIME タイプとして解析できない (型/サブタイプ; パラメーター)
# $id (JSON の decided_by) は英語の表示だけが示す。
why-decided-by = 決定：{ $by } (確度：{ $confidence }){ $id ->
   *[other] {""}
}
why-apply = このコンテキストと同じように復号
why-decodes = 復号：{ $operation }
why-prescan-result = プリスキャン自身の結果：{ $encoding }。
why-step-bytes = バイト { $from }..{ $to }：これを選択する ({ $spec } の手順)
why-detector = 検出器
why-detector-choice = { $choice }{ $asked ->
    [yes] {""}
   *[no] {" "}(このコンテキストは検出器を使わない)
}：{ $why }
why-chardetng = chardetng (Firefox の検出器) の推測は { $chardetng }{ $effect ->
    [can] {" "}(.{ $tld } を与えた。これで推測が変わりうる)
    [cannot] {" "}(.{ $tld } を与えた。これで推測は変わらない)
   *[none] {""}
}。調べた { $sample } バイトのうち { $non_ascii } バイトが ASCII ではない{ $little ->
    [yes] ：判断材料が少なすぎる
   *[no] {""}
}
why-decode-as = { $encoding } で復号

# 「誤り」パネル。
errors-not-scanned = ファイルの誤りはまだ走査されていない。
errors-scan = 誤りを走査
errors-scanning = 走査中…これまでに { $errors }
errors-scan-failed = 走査に失敗した：{ $error }
errors-scan-again = もう一度走査
errors-scan-cancelled = { $total } のうち { $done } を走査したところでキャンセルした。
errors-none = { $bytes }{ $complete ->
    [yes] {""}
   *[no] {" "}(ここまで走査した分){" "}
}に誤りはない。
errors-summary = { $bytes }に { $errors }
errors-decode-as = { $encoding } で復号
errors-listing-first = 最初の { $n } 件を表示。「{ $next }」(F8) ならファイルのどこからでも続きへ進める。
errors-offset = オフセット { $offset }

# 「文字」パネル。
character-click = バイトか文字をクリックすると、それが何かがわかる。
character-selected-byte = 選択中のバイト { $at } ({ $hex })：{ $bytes }
character-selected-bytes = 選択中のバイト { $from }–{ $to } ({ $hex_from }–{ $hex_to })：{ $bytes }
character-no-glyph = (この字形を持つフォントがない)
character-in-encoding = { $encoding } での表現

# 「比較」パネル。
compare-open-a-file = ファイルを開くと、そのバイト列を複数の文字符号化で一度に見られる。
compare-job = 復号の比較
compare-encodings = 文字符号化 ({ $n }) ▾
compare-encodings-help = 比較する文字符号化 (既定の組、全 { $n } 種、または自分で選ぶ)
compare-default-set = 既定の組
compare-all = 全 { $n } 種
compare-clean = 誤りなく復号できるものだけ
compare-alone = 各文字符号化の復号器のみ：BOM sniffing なし
compare-working = 文書全体を比較中
compare-none-clean = 誤りなく復号できる文字符号化はない。
compare-bytes-row = バイト { $from }–{ $to } (カーソルの行。16 進表示でバイトをクリックすると移動する) と、文書全体での各文字符号化の結果
compare-encoding = 文字符号化
compare-errors = 誤り
compare-first-error = 最初の誤り
compare-characters = 文字数
compare-differs = 上の行と異なるバイト
compare-decode-with = この行と同じく、{ $encoding } の復号器だけで文書を復号する
compare-go-to-first-error = 最初の誤りへ移動
compare-go-to-first-difference = 最初の相違へ移動
compare-cell = { $encoding }：{ $range } → { $made }
compare-cell-error = 誤り (U+FFFD)
compare-cell-nothing = なし (エスケープシーケンス)


## 「修復」「差分」パネル、原因、判定

# 「修復」パネル：修復の要約、修復した各部分とそのバイト上の手順、採らなかった連鎖
repair-nothing-open = ファイルを開くか、テキストを貼り付けると (ファイル ▸ バイト列を貼り付け…、テキストとして)、その文字化けを修復できる。
repair-working = テキストを修復中
repair-step = { $encode } で符号化し、{ $decode } で復号
repair-chain-then = { $chain }し、さらに { $step }
repair-oddness = {" "}(不自然さ { $before } → { $after })
repair-oddness-before = {" "}(不自然さ { $before })
repair-summary-lost = 連鎖で修復できるものはない：テキストには、復号でバイトが失われた箇所に U+FFFD が { $lost } 個ある{ $figures }。バイト列は、書かれたときの文字符号化で復号すること
repair-summary-unsure = 何も修復しなかった：確信度が { $percent } に届く修復はない{ $figures }
repair-summary-nothing = 修復するものはない：テキストはテキストとして読める{ $figures }
repair-summary-word-by-word = { $parts } か所を単語ごとに修復し、残りはそのままにした{ $figures }
repair-summary-one-chain = テキスト全体に 1 つの連鎖を適用して { $parts } か所を修復した：{ $chain }{ $figures }
repair-summary-one-chain-lines = 1 つの連鎖で { $parts } か所を修復した（直る行だけに適用し、ほかの行はそのままで読める）：{ $chain }{ $figures }
repair-streamed-nothing = 修復するものはない ({ $size } を { $pieces } 個の断片に分けて読んだ)
repair-streamed-part-by-part = { $parts } か所を部分ごとに修復した ({ $size } のテキストを { $pieces } 個の断片に分けて読んだ)
repair-streamed-after-chain = テキスト全体を { $chain }したうえで、{ $parts } か所を修復した ({ $size } のテキストを { $pieces } 個の断片に分けて読んだ)
repair-detail-first = 以下の詳細は文書の最初の { $size } のもの：{ $summary }。残りは、連鎖が定まった後に断片ごとに修復した。
repair-truncated = (文書の最初の { $size } をテキストとして)
repair-not-text = このファイルはテキストではない ({ $content })：修復の対象がない。
repair-lost-in-decoding = { $decoded_as } として復号すると、バイト列から { $errors } 件の誤りが生じる：それらの文字はこのテキストでは失われているが、ファイルには残っている。ファイルは { $reads_as } として読める ({ $reason })。
repair-decode-as = { $encoding } として復号
repair-open = 修復したテキストを開く
    .help = 修復したテキスト (UTF-8) を作業用バッファーとして開き、そのバイト列を調べる
repair-repaired-name = { $name } (修復済み)
repair-cannot-open = 修復したテキストを開けない：{ $error }
repair-no-temporary-file = 修復したテキスト用の一時ファイルを作れない：{ $error }
repair-nothing-to-export = まだ書き出すものはない：修復が終わっていない。
repair-export = 書き出す…
    .help = 修復したテキストを UTF-8 で保存する (調べているファイルには決して上書きしない)
repair-copy-command = コマンドラインをコピー
repair-copied-command = コマンドラインをコピーした。
repair-to-reproduce = 再現するコマンド：
repair-resolve-references = 数値文字参照 { $n } 個を文字に戻す
repair-before-and-after = 修復の前と後
repair-parts = 修復した { $parts } か所 (クリックするとそのバイト列を選択し、手順を表示する)
repair-parts-in-whole = 文書全体で修復した { $parts } か所、うち最初の { $size } にある { $first } か所 (クリックするとそのバイト列を選択し、手順を表示する)
repair-part-bytes = ファイルのバイト { $start }–{ $end }
repair-and-more = … ほかに { $n } 件
repair-chain-does-not-apply = (この連鎖はこの部分だけには適用できない)
repair-lost-byte = { $text } のバイトが 1 つ失われている (バイト列中の ??)。元の文字は次のいずれか：{ $characters }
repair-column-character = 文字
repair-column-bytes = そのバイト列
repair-column-made-from = 元の文字
repair-unsure = 確信度が { $percent } に届かず、そのままにした行: { $parts } 行 (クリックすると選択する)
repair-unsure-reading = { $percent } { $text }: { $how }
repair-as-it-is = そのまま
repair-modified = Java の修正 UTF-8 を、破損ではなく書かれた文字として読みました: { $list }{ $more }
repair-modified-item = バイト { $at } の { $bytes } は { $char }
repair-modified-more = 、ほか { $n } 個
repair-part-confidence = 確信度 { $percent }
repair-not-taken = 採らなかった連鎖
repair-not-taken-still-odd = まだ不自然な単語も修復したうえで、結果がやはりテキストとして読めない
repair-not-taken-tie = 同点：この方法でもバイト列は同じくらいきれいに復号できる。採った連鎖のほうが、よく使われる文字符号化の順で先に来る
repair-not-taken-odder-than-taken = まだ不自然な単語も修復したうえで、採った連鎖より不自然 ({ $score } 対 { $taken })
repair-not-taken-too-little-evidence = 根拠が少なすぎる：どのバイトでも受け付ける復号器では、きれいに復号できても何の証明にもならず、しかも変わる文字が 3 文字未満
repair-not-taken-only-drawings = 変わるのは罫線だけの語のみ：罫線だけの語は、DOS のコードページで読まれた文字であるのと同じくらい、表の一部でもある
repair-not-taken-not-better = 今のテキストより明らかに良いとは言えない ({ $score } 対 { $than }、文字が言語にどれだけ合うかを含む)
repair-not-taken-other-part = テキストの別の部分が、この連鎖ではきれいに符号化または復号できない
repair-not-taken-odder-than-tried = 試した連鎖より不自然 ({ $score })
repair-references = テキスト中の数値文字参照 { $n } 個：符号化器が誤りモード html で、その文字符号化で符号化できない文字の代わりに書くもの (レガシーな文字符号化で送信されたフォームがこれを送る)
repair-reference = { $written } は { $character } ({ $code_point })：符号化器が誤りモード html で、その文字符号化で符号化できない文字の代わりに書くもの
repair-reference-no-character = { $written } はどの文字も表さない (Unicode のスカラー値ではない)

# 「差分」パネル：壊れたファイルの横に正しいファイルを置き、領域ごとに比べる
diff-nothing-open = 壊れたファイルを開き、ここで本来あるべきファイルを指定する：壊れたファイルの各領域に、それを生んだ正確な連鎖が示される。
diff-known-good-file = 正しいファイル：
diff-find-chains = 連鎖を探す
diff-hint = 開いているファイルが壊れたほう：パスには本来あるべきファイルを指定する (文字符号化は問わない)。
diff-working = 比較中
diff-read-as = 正しいファイルは { $good }、このファイルは { $broken } として読んだ。
diff-identical = このファイルは正しいテキストそのもの：違いはない。
diff-summary = 連鎖で説明できる領域 { $explained } 個、どの連鎖でも説明できない領域 { $unexplained } 個。同じテキストのバイト { $same }、途中で失われたバイト { $lost }。
diff-chain-counts = { $chain }：{ $regions } 領域、{ $bytes } バイト
diff-encoded-as = { $encoding } で符号化
diff-decoded-as = { $encoding } で復号
diff-encoded-as-again = 再び { $encoding } で符号化
diff-chain-next = { $chain }し、{ $part }
diff-region = { $range }：{ $what }
diff-region-damaged = { $chain } (--chain '{ $arg }' で修復できる)
diff-region-plain = テキストを { $chain }
diff-region-unexplained = そのテキストからこれらのバイトを作る連鎖はない
diff-region-hover = 正しいファイルの{ $range }。クリックでこれらのバイトを選択する
diff-loss = {"    "}バイト { $at }：{ $kind } { $code_point } (元の文字 { $good })
diff-loss-kind = { $kind ->
    [replaced] U+FFFD に置き換わった文字
    [question-mark] ? に置き換わった文字
    [dropped] 脱落した文字
   *[space] 空白に置き換わった文字
}
diff-and-more = … ほかに { $regions } 領域 (JSON 出力は最初の { $listed } 領域を一覧にする)

# 原因：文字化けがどこで生じるか (各原因の見出し、経緯、対処は assets/causes.toml にある)
cause-heading = 原因
cause-likely = 可能性が高い原因：{ $title }
cause-possible = 考えられる原因：{ $title }
cause-headline-likely = 可能性が高い原因：{ $title }
cause-headline-possible = 考えられる原因：{ $title }
cause-none = この修復に当てはまる原因は、mojiscope の知る中にはない：連鎖は上に 1 ステップずつ示してある。
cause-what-points-to-it = そう判断した根拠
# The comment ending a fix written once per table or column, for those left out.
fix-more-statements = -- …ほか { $n } 件も同じように
fix-name-not-utf8 = このファイル名は UTF-8 ではなく、{ $runtime } はファイル名を Unicode で扱います。先にファイル名を変更してください（下では、UTF-8 でない名前のバイトを � で示します）。
cause-copy = コピー
    .help = { $place } での対処をコピーする
cause-copied = { $place } での対処をコピーした。
cause-why-read-as = この修復は、{ $written } で書かれ { $read } として読まれたテキストを元に戻す。
cause-why-astral = テキストに U+FFFF を超える文字 (絵文字) がある。UTF-8 ではそれぞれ 4 バイト。
cause-why-bom-utf-8 = UTF-8 の BOM (EF BB BF) で始まっている。
cause-why-bom-none = BOM で始まっていない。
cause-why-utf-8 = すべてのバイトが正しい UTF-8 の一部で、非 ASCII 文字を含む。
cause-why-legacy = UTF-8 ではない：バイト列は { $encoding } として読める (検出器の選択)。
cause-why-declared = { $declared } と宣言しているが、バイト列は { $reads_as } として読める。
cause-why-reads-as = { $reads_as } としてなら誤りなくテキストに復号できる。
cause-why-iso-2022-jp = ASCII のバイト列に ISO-2022-JP のエスケープシーケンス (ESC $ B … ESC ( B) がある。
cause-why-utf-16-without-bom = バイト列に { $encoding } のリズム (ASCII の各文字の横に NUL) があり、BOM がない。
cause-why-modified-nul = バイト { $at } で、U+0000 が C0 80 として書かれている{ $count ->
    [one] {""}
   *[other] {" "}(全部で { $count } 箇所)
}。
cause-why-cesu-8 = バイト { $at } で、{ $code_point } が 3 バイトずつ 2 つのサロゲートとして書かれている ({ $bytes })。
cause-why-cesu-8-pairs = バイト { $at } で、{ $code_point } が 3 バイトずつ 2 つのサロゲートとして書かれている ({ $bytes })。このようなペアは全部で { $pairs } 組ある。
cause-why-mail-no-charset = charset を指定するヘッダーがない (Content-Type: …; charset=…)。
cause-why-file-xml = XML 文書である (<?xml …?>)。
cause-why-file-html = HTML ページである。
cause-why-file-sql-named = SQL ダンプである (名前が .sql で終わり、CREATE TABLE、INSERT INTO がある)。
cause-why-file-sql = SQL ダンプである (CREATE TABLE、INSERT INTO がある)。
cause-why-sql-set-names = ダンプに { $statement } とある。
cause-why-sql-charset = テーブルが { $declaration } と宣言されている。
cause-why-file-mail = 電子メールのメッセージである (ヘッダー { $headers })。
cause-why-file-names = ファイル名の一覧である：{ $lines } 行のうち { $named } 行が拡張子で終わる。
cause-why-file-names-of = ファイル名の一覧である ({ $archive } の一覧)：{ $lines } 行のうち { $named } 行が拡張子で終わる。
cause-why-file-csv-named = CSV である (名前が { $extension } で終わる)。
cause-why-file-csv = CSV である：最初の { $lines } 行はどれも { $fields } 個の欄を { $separator ->
    [tab] タブ
   *[other] 「{ $separator }」
} で区切っている。
cause-why-file-zip = ZIP アーカイブである。
cause-why-zip-no-utf8-flag = エントリー「{ $name }」の名前は UTF-8 だが、UTF-8 フラグ (ビット 11) が立っていない。
cause-why-zip-cp437 = ZIP 形式の規定どおり (コードページ 437) に読むと「{ $name }」になる。

# ファイルの判定：どの復号か、その理由、注記、UTF-8 の走査で見つかった誤りのまとめ
verdict-file-reads-as = このファイルの読み方
verdict-reason-empty = 空のファイル
verdict-reason-bom = BOM による
verdict-reason-xml-declaration = XML 宣言による
verdict-reason-css-charset = @charset 規則による
verdict-reason-meta = <meta> 宣言による
verdict-reason-utf-16-rhythm = UTF-16 テキストのリズム、BOM なし
verdict-reason-valid-utf-8 = 正しい UTF-8
verdict-reason-mostly-utf-8 = 誤りを含む UTF-8
verdict-reason-ascii = ASCII のみ
verdict-reason-detected = 検出による
verdict-reason-binary = バイナリファイル
verdict-headline-empty = 空：復号するバイトがない。
verdict-headline-bom = { $encoding }：ファイルがその BOM で始まっている。
verdict-headline-declared = { $encoding }：{ $reason }指定。
verdict-headline-declared-misread = { $reads_as }：{ $reason }指定は { $declared } だが、バイトは { $reads_as } として読める。ブラウザーは宣言に従い、文字化けを表示する (宣言がおそらく誤り)。
verdict-headline-utf-16-rhythm = BOM のない { $encoding }：バイト列は UTF-16 テキストのリズムを持ち、誤りなく復号できる。
verdict-headline-valid-utf-8 = { $encoding }：すべてのバイトが正しい UTF-8 の一部。
verdict-headline-mostly-utf-8 = 誤りを含む { $encoding }：非 ASCII 文字は正しい UTF-8 で、そうでないバイトは復号の誤り。
verdict-headline-ascii = { $encoding }：ASCII のバイトのみ。ASCII 互換のどの文字符号化でも同じに読める。
verdict-headline-iso-2022-jp = { $encoding }（エスケープシーケンスによる）: どのバイトも ASCII で、ESC $ B と ESC ( B がテキストを日本語と ASCII の間で切り替える。
verdict-headline-detected-few = { $encoding } (検出による)：バイト列は UTF-8 ではない。検出器は { $encoding } を選んだが、非 ASCII のバイトが少なく推測にすぎない。
verdict-headline-detected = { $encoding } (検出による)：バイト列は UTF-8 ではなく、検出器は { $encoding } を選んだ。
verdict-headline-binary = テキストではない：{ $content }。16 進表示でそのバイト列を見られる。
verdict-headline-binary-unknown = テキストではない：16 進表示でそのバイト列を見られる。
verdict-note-utf-16-behind-utf-8-bom = このファイルは UTF-8 のバイト順マーク (EF BB BF) の後が { $encoding } のテキストになっている。どの復号も BOM に従って UTF-8 として読むため、各文字の横に NUL が並び、2 バイト単位が BOM の後のバイト 3 から始まるので他の文字符号化でも読めない。UTF-16 の前に UTF-8 の BOM が書き込まれている。この 3 バイトを取り除いてから { $encoding } として読むこと。
verdict-note-modified-utf-8 = UTF-8 の誤りは Java の修正 UTF-8 または CESU-8 のシーケンス { $n } 個だけ（U+0000 を C0 80、U+FFFF を超える文字を 3 バイトずつのサロゲート 2 つで書く）。UTF-8 の復号器はそこに U+FFFD を出す。「修復」はそれらを本来の文字として読む。
verdict-note-utf-16-without-bom = BOM のない { $encoding }：BOM を探すプログラム (Excel、多くのエディターやツール) は別の文字符号化として読んでしまう。BOM を付けて、または UTF-8 で保存すること。
verdict-note-iso-2022-jp = ISO-2022-JP (日本語の電子メール、古い日本語のページ)：バイト列はエスケープシーケンスを含む ASCII なので、UTF-8 として読むとテキストの代わりにエスケープが表示される。
verdict-note-mojibake = 正しい UTF-8 だが文字化けして見える：「{ $before }」を { $chain }すると「{ $after }」になる。「修復」パネル (または `mojiscope repair`) で元に戻せる。
verdict-note-declaration-disagrees = ファイルは { $declared } と宣言しているが、{ $reads_as } として読める：宣言がおそらく誤り (ブラウザーは宣言に従い、文字化けを表示する)。
verdict-utf-8-one-byte = ファイルの大部分は正しい UTF-8。この 1 バイトだけがそうではない。
verdict-utf-8-these-bytes = ファイルの大部分は正しい UTF-8。この { $bytes } バイトがそうではない。
verdict-utf-8-behind-errors = ファイルの大部分は正しい UTF-8。この { $errors } 件の誤りの元になったバイトがそうではない。
verdict-utf-8-probably-not-reads-as = おそらく UTF-8 ではない：{ $bytes } バイト中に { $errors } 件の誤り。ファイルは { $encoding } として読める。


## パネルの周り：バナー、操作部、ダイアログ、例、表示、メッセージ
source-not-found = { $path }：そのようなファイルはない
source-permission-denied = { $path }：アクセスが許可されていない
source-io = { $path }：{ $error }
source-directory = { $path }：ディレクトリである
source-special = { $path }：{ $kind ->
    [directory] ディレクトリ
    [fifo] 名前付きパイプ (FIFO)
    [character-device] キャラクターデバイス
    [block-device] ブロックデバイス
    [socket] ソケット
   *[special] 特殊ファイル
}であり、mojiscope で調べられるファイルではない
source-changed-size = { $path }：開いている間にファイルが変わった (サイズが { $from } バイトから { $to } バイトになった)
source-changed-modified = { $path }：開いている間にファイルが変わった (更新された)
source-vanished = { $path }：開いている間にファイルが削除または移動された
source-too-large = { $name }：ストリームから { $mib } MiB を超えた。いったんファイルに保存してから開くこと
example-a-and-zi = UTF-8 の a と 字
    .what = U+0061 a は ASCII：1 バイトの 61。U+5B57 字 は 16 ビット必要なので 3 バイト：E5 AD 97。
    .look = 先頭バイト 1110xxxx は「あと 2 バイト続く」の意味。10xxxxxx はそれぞれ 6 ビットを運ぶ。ステップ実行で確かめられる。
example-utf8-bom = UTF-8 の BOM はラベルに勝つ
    .what = ラベルは windows-1252 だが、ファイルは UTF-8 の BOM である EF BB BF で始まる。
    .look = decode はまず BOM sniffing をする：BOM が勝つので é も正しく出る (windows-1252 で読むと BOM は ï»¿ になる)。
example-utf16be-bom = UTF-16BE の BOM はラベルに勝つ
    .what = FE FF は UTF-16BE の BOM：ラベル (ここでは utf-8) が何であれ、decode は UTF-16BE に切り替わる。
    .look = 1 文字は 2 バイトで、上位バイトが先：00 48 は H。バッファーに読んだ 3 バイト目はストリームに戻される。
example-utf16le-bom = UTF-16LE の BOM はラベルに勝つ
    .what = FF FE は UTF-16LE の BOM：ラベルが windows-1252 でも decode は UTF-16LE を使う。
    .look = 下位バイトが先：48 00 は H。windows-1252 で読むと BOM だけで ÿþ になる。
example-zwnbsp-lost = UTF-8 の往復で失われる先頭の ZWNBSP
    .what = このテキストは U+FEFF (ZERO WIDTH NO-BREAK SPACE) で始まっていた。UTF-8 で符号化されて EF BB BF になった。
    .look = UTF-8 decode はこのバイト列を BOM とみなして捨てる：文字は失われる。操作「UTF-8 decode (BOM を除かない)」なら文字は残る。
example-java-c0-80 = 冗長な C0 80 (Java の修正 UTF-8)
    .what = Java の修正 UTF-8 は U+0000 を C0 80 と書く。1 バイトの文字を 2 バイトで表した冗長な形である。
    .look = UTF-8 では C0 はバイト列を始められず、80 だけでは迷子の後続バイト：U+FFFD が 2 つ。
example-cesu8-pair = CESU-8 のサロゲートペア
    .what = CESU-8 は U+1F600 😀 を UTF-16 のサロゲート D83D DE00 に分け、それぞれを 3 バイト列で書く：ED A0 BD ED B8 80。
    .look = UTF-8 にサロゲートはない (ED の utf8_upper_boundary は 9F)：U+FFFD が 6 つ。正しい UTF-8 は F0 9F 98 80。
example-mysql-utf8mb3 = MySQL の utf8mb3 で切れた 4 バイト文字
    .what = MySQL の「utf8」(utf8mb3) は 1 文字 3 バイトまで：🍕 F0 9F 8D 95 は最後のバイトを失った。
    .look = 復号器は 4 バイト目の後続バイトを待つが、来るのは空白：U+FFFD が 1 つ、空白はもう一度取り扱われる。
example-utf32-as-utf16le = UTF-16LE と判定される UTF-32
    .what = FF FE 00 00 は UTF-32LE の BOM だが、標準は UTF-32 を知らない：見えるのは UTF-16LE の BOM である FF FE。
    .look = 残りは UTF-16LE として復号される：U+0000、H、U+0000、i、U+0000 — 文字ごとに NUL が付く。
example-shift-jis-as-1252 = windows-1252 で読んだ Shift_JIS
    .what = このバイト列は Shift_JIS の「文字化け」。windows-1252 で読むと 1 バイトが 1 つのラテン文字になる。
    .look = 文字符号化の一覧で Shift_JIS を選ぶと、同じバイト列が 2 バイトで 1 文字になり、「文字化け」と読める。
example-split-stream = 文字の途中で分かれたストリーム
    .what = stream を指定した TextDecoder の decode 呼び出しに € の最初の 2 バイト E2 82 が渡り、次の呼び出しが残りの AC とそれに続く文字を運ぶ。
    .look = 復号器は呼び出しをまたいで状態 (utf8_bytes_needed、utf8_code_point) を保つので、€ は欠けずに出てくる。
example-double-mojibake = 二重の文字化け：UTF-8 を windows-1252 で 2 回読む
    .what = フランス語の文が windows-1252 で読まれ、UTF-8 で保存され、また windows-1252 で読まれた：é が ÃƒÂ© になった。
    .look = 「修復」パネルは連鎖 (windows-1252 で符号化して UTF-8 で復号、を 2 回) を見つけ、各段階をバイト列の上に示す。
example-bom-under-code-pages = 11 の文字符号化で見る BOM
    .what = BOM 付きの UTF-8：EF BB BF の後にロシア語、フランス語、日本語。
    .look = 「比較」パネルはバイト列の下に各文字符号化の復号器だけの結果を並べる：BOM は windows-1252 で ï»¿、windows-1251 で п»ї、KOI8-R で О╩©。
example-lost-bytes = 途中で失われたバイト：Python の cp1252 で読んだ UTF-8
    .what = チェコ語、スロバキア語、ロシア語を Python が windows-1252 として読んだ。その cp1252 は 81 8D 8F 90 9D を拒むので、これらのバイトは U+FFFD になった (č は C4 8D)。
    .look = 修復は残ったバイトから決まる文字を戻し、失われたバイトは ?? で示して、元の文字の候補 (ā č ď Đ ĝ) を挙げる。
list-separator = {"、"}
write-as-unencodable-refuse = 何も書かず、書けない文字を挙げる
write-as-unencodable-html = それぞれを &#N; と書く (誤りモード html。ブラウザーと同じ)
write-as-no-encoder = { $encoding } には符号化器がない (復号しかせず、結果は U+FFFD 1 つ)：ほかの文字符号化を選ぶこと
write-as-no-bom = { $encoding } には BOM がない：BOM があるのは UTF-8、UTF-16LE、UTF-16BE だけ
write-as-with-bom = BOM 付きの { $encoding }
write-as-character-on-line = { $character } ({ $line } 行目)
write-as-and-others = ほか
write-as-refusal = { $encoding } はテキストのうち { $characters } 文字を書けない：{ $list }。何も書かなかった
write-as-referenced = { $encoding } に対応のない { $characters } 文字は &#N; になった：{ $list }
example-document = 例：{ $title }
document-from-byte = { $name }（バイト { $offset } から）
example-unfold = ▸ 説明
    .help = この例が示すものを表示する
example-fold = ▾ たたむ
    .help = 説明をたたんでタイトルだけにする
message-reload = 再読み込み
message-dismiss = 閉じる
message-file-changed = { $change }。新しい内容を見るには再読み込みすること。
message-no-file-dialog = ここではシステムのファイルダイアログを表示できなかった：代わりにパスを入力すること。
message-no-system-dialog = ここではシステムのファイルダイアログが使えない (デスクトップポータルも zenity もない)：代わりにパスを入力すること。
message-another-task = 別の処理が実行中：終わるのを待つか、先に取り消すこと。
message-no-repair-panel = 「修復」パネルがない。
message-no-why-panel = 「なぜこの文字符号化か」パネルがない。
message-offset-past-end = オフセット { $offset } は末尾 ({ $bytes } バイト) より後ろ。
message-no-encoder-error = この取扱器呼び出しより{ $forward ->
    [true] 後
   *[false] 前
}に符号化器の誤りはない。
message-no-error = この位置より{ $forward ->
    [true] 後
   *[false] 前
}に誤りはない。
message-not-found = { $what } はファイルの中にない。
message-found = { $what } をオフセット { $offset } で見つけた：{ $total } 件中 { $nth } 件目。
message-copy-cancelled = コピーを取り消した。
task-searching-for = { $what } を検索中
task-searching-error = { $forward ->
    [true] 次
   *[false] 前
}の誤りを検索中
task-copying = 選択範囲をコピー中
task-exporting = { $kind ->
    [text] テキストを書き出し中
    [repaired] 修復したテキストを書き出し中
    [report] レポートを作成中
   *[trace] トレースを書き出し中
}
banner-not-text = — このバイト列はどの文字符号化でもテキストではない：16 進表示で読むこと (復号テキストでは NUL の連続を 1 つのタグで示す)。
banner-decoded-as = { $shown } で復号 ({ $why })。このファイルは { $reads_as } として読める ({ $reason })。
banner-decoded-as-with-errors = { $shown } で復号 ({ $why }、誤り { $errors } 件)。このファイルは { $reads_as } として読める ({ $reason })。
banner-decode-as = { $encoding } で復号する
banner-why = なぜこの文字符号化？
banner-open-repair = 「修復」を開く
banner-read-after-bom = BOM の後の { $encoding } テキストを読む
banner-how-to-fix = 直し方
banner-cause = { $headline }。
status-encoding = { $encoding } ({ $why })
status-encoding-bom = { $encoding } (BOM による。ラベルは { $label })
status-encoding-utf8-only = { $encoding } (この操作は UTF-8 しか復号しない。ラベルは { $label })
why-encoding-command-line = コマンドラインの指定
why-encoding-remembered = このファイルで前に選んだもの
why-encoding-chosen = 利用者の選択
why-encoding-example = 例の指定
drop-to-inspect = ドロップして調べる
view-bytes = バイト列
view-decoded-text = 復号したテキスト
find-replacement-has-no-bytes = 文字符号化 replacement はテキストをバイト列にできない
find-no-bytes-in = { $character } は { $encoding } でバイト列にできない
number-not-hex = { $character } は 16 進数字ではない
number-odd-hex = 16 進数字の個数が奇数
number-not-a-size = { $typed } はバイト数 (整数) ではない
number-chunks-too-large = チャンクの大きさの合計が 2^64 − 1 バイトを超える
dialog-open-title = ファイルを開く
dialog-path = パス：
dialog-path-hint = /パス/ファイル
dialog-open = 開く
dialog-type-a-path-to-open = 開くファイルのパスを入力すること。
dialog-system-file-dialog = システムのファイルダイアログ
dialog-export-title = { $kind ->
    [text] 復号したテキストを書き出す
    [csv] トレースを CSV で書き出す
    [repaired] 修復したテキストを書き出す
    [report] レポートを書き出す
   *[jsonl] トレースを JSON Lines で書き出す
}
dialog-export-writes = { $kind ->
    [text] 復号したテキスト全体をファイルに書く。
    [repaired] 「修復」パネルで修復したテキストをファイルに書く。
    [report] 人に渡すレポートを書く (判定、原因とその直し方、決定、バイト列上の修復。HTML。名前が .md で終われば Markdown)。
   *[other] 選択範囲 (またはファイル全体) のトレースをファイルに書く (UTF-8)。
}
dialog-export-exists = 同じ名前のファイルがある：「置き換える」で上書きする。
dialog-save-to = 保存先：
dialog-save-to-hint = /パス/出力
dialog-replace = 置き換える
dialog-export = 書き出す
dialog-type-a-path-to-write = 書き込むファイルのパスを入力すること。
dialog-system-save-dialog = システムの保存ダイアログ
dialog-browse = 参照…
dialog-no-system-dialog = ここではシステムのファイルダイアログが使えない：パスを入力すること。
dialog-go-to-title = オフセットへ移動
dialog-offset = オフセット：
dialog-offset-hint = 1234 や 0x4D2
dialog-go = 移動
dialog-find-title = 検索
dialog-find-text = テキスト
dialog-find-hex = 16 進バイト
dialog-find = 検索：
dialog-find-bytes = バイト { $bytes }
dialog-find-looks-for = { $bytes } を探す
dialog-find-next = 次を検索
dialog-find-previous = 前を検索
dialog-shortcuts-title = キーボードショートカット
copied-as-hex = {" "}16 進として
copied-as-text = テキストとして ({ $characters } 文字)
copied-as-escaped = エスケープした文字列として ({ $size })
copied-the-first = 選択範囲の最初の { $size } を{ $how }コピーした：クリップボードにはこれ以上入らない。全 { $bytes } バイトにはトレースかテキストを書き出すこと。
copied-byte = バイト { $offset } を{ $how }コピーした。
copied-bytes = { $bytes } バイト (バイト { $from }–{ $to }) を{ $how }コピーした。
export-is-a-folder = { $path } はフォルダー：ファイル名を付け加えること。
export-no-folder = フォルダー { $folder } はない：存在するフォルダーの中のパスを入力すること。
export-not-the-inspected-file = { $path } には書き出さない：調べているファイルそのものであり、mojiscope は決してそれに書き込まない。
export-repair-not-finished = まだ書き出すものがない：修復が終わっていない
export-the-repaired-text = 修復したテキスト ({ $size }){ $into }
export-the-decoded-text = { $bytes } バイトの復号テキスト{ $into }
export-the-report = レポート ({ $format ->
    [markdown] Markdown
   *[html] HTML
})
export-the-trace = バイト { $from }–{ $to } の { $steps } ステップ
export-done = { $what } を { $path } に書き出した{ $note }
export-failed = { $path } への書き出しに失敗：{ $error }
export-fatal = 誤りモード fatal では書き出すものがない：{ $error }
export-refused = { $refusal }。「&#N; と書く」を選ぶか、それらの文字を持つ文字符号化を選ぶこと (UTF-8 はどの文字も書ける)。
export-in = {" "}({ $encoding })
export-note = 。{ $note }
export-cancelled = 取り消した
wait-scan-running = バックグラウンドで動いている走査がそこに達すれば、この表示は更新される
wait-scan-the-file = ファイルを走査すればわかる (「誤り」タブ)
wait-first-error-unknown = 誤りモード fatal：実行は最初の誤りで止まるが、バイト { $offset } より前に誤りがあるかはまだ分からない。{ $then }。
wait-far-sync = バイト { $offset } での復号器の状態は、ずっと前のバイトに左右される (バイト { $sync } 以降、状態をリセットするものがない)。{ $then }。
# The encoding picker's groups: the standard's headings (§ 4 Encodings).
encoding-group-the-encoding = 唯一推奨の文字符号化（UTF-8）
encoding-group-single-byte = レガシーな1バイト文字符号化
encoding-group-chinese-simplified = レガシーなマルチバイト中国語（簡体字）文字符号化
encoding-group-chinese-traditional = レガシーなマルチバイト中国語（繁体字）文字符号化
encoding-group-japanese = レガシーなマルチバイト日本語文字符号化
encoding-group-korean = レガシーなマルチバイト韓国語文字符号化
encoding-group-miscellaneous = その他のレガシーな文字符号化
picker-search-labels = ラベルを検索：
picker-search-hint = 例：latin1、sjis、cp1251
picker-no-such-label = そのラベルを持つ文字符号化はない。
picker-by-label = { $encoding } (ラベル「{ $label }」)
picker-labels = ラベル：{ $labels }{ $first ->
    [true] {" "}(Enter でこれを選ぶ)
   *[false] {""}
}
controls-encoding = 文字符号化：
controls-operation = 操作：
controls-always-utf8 = (常に UTF-8)
controls-stream-chunks = stream のチャンク：
    .help = stream を指定した decode の呼び出しごとのバイト数。残りは最後の呼び出しに渡る
controls-stream-chunks-hint = 例：2,5
controls-bom-decodes-as = BOM → { $encoding } で復号
    .help = BOM はラベルに勝つ (「BOM」タブを参照)
write-as = 書き出す文字符号化：
write-as-bom = BOM で始める
    .help = Excel に CSV を UTF-8 として読ませるには BOM 付きの UTF-8 が必要。UTF-16 のファイルは BOM で始まる。
write-as-writes-everything = { $encoding } はどの文字も書ける。
write-as-cannot-write = 書けない文字は：
write-as-choice = { $mode ->
    [refuse] 拒否して何も書かない
   *[html] &#N; と書く
}
paste-title = バイト列を貼り付け
paste-hex = 16 進 (E2 82 AC)
paste-utf8 = テキスト (その UTF-8 のバイト列)
paste-encoded = 指定した文字符号化のテキスト
paste-bytes = バイト列：
paste-open = スクラッチバッファーとして開く
paste-scratch-buffer = スクラッチバッファー
paste-preview-waits = (入力が止まったら復号する…)
paste-written-in = 書かれた文字符号化
paste-decodes-as = { $encoding } として復号 ({ $why })：{ $text }
task-stopped = { $what } が止まった：{ $error }
panel-run-again = もう一度実行
progress-working = 処理中
progress-percent = { $percent } %
progress-percent-left = { $percent } %、残り約 { $left }
duration-seconds = { $s } 秒
duration-minutes = { $min } 分 { $s } 秒
duration-hours = { $h } 時間 { $min } 分
duration-more = 100 時間以上
keys-or = {" "}または{" "}
input-dropped-bytes = ドロップされたバイト列
input-cannot-read-dropped = ドロップされたファイルを読めない：{ $error }
role = { $role ->
    [bom] BOM
    [ascii] ASCII
    [single] 1 バイト文字
    [lead] 先頭バイト
    [trail] 後続バイト
    [error] U+FFFD の元
    [escape] エスケープ
   *[undecoded] 未復号
}
legend-error = ここで誤りが返された
legend-continued = 上の行からの続き
legend-restored = 戻されたバイト
legend-reference = 数値文字参照 (&#…;)
legend-chunk = decode() の N 回目の呼び出しがここから (stream のチャンク)
hex-text-column = テキストとしてのバイト列
hex-byte = バイト { $offset }：{ $byte }
hex-byte-hover = オフセット { $offset } ({ $hex }) · バイト { $byte } · { $role }
hex-error-here = このバイトを読んだときに取扱器が誤りを返した
hex-restored = ストリームに戻された：このバイトはもう一度読まれる
hex-empty = (空：0 バイト)
hex-scrollbar = 16 進表示の位置
unit-text = { $bytes } から { $characters }
unit-lookalike = { $character } は ASCII の { $ascii } ではない：{ $name } である
unit-error = { $bytes } に対する U+FFFD：{ $class }
unit-bom = { $encoding } の BOM ({ $bytes })。BOM sniffing が消費する
unit-stripped = { $bytes } の U+FEFF。TextDecoder が BOM として捨てる
unit-escape = エスケープシーケンス ({ $bytes })：復号器の状態を切り替える
text-empty = (テキストなし：入力が空)
text-nul-run = バイト { $from }–{ $to } の NUL 文字 { $count } 個
text-nul-run-hover = { $run }：U+0000 をまとめて表示。クリックで選択
text-fatal-stopped = (誤りモード fatal：それより前の誤りで復号が止まった)
text-character = バイト { $offset } からの文字 { $character }
text-replacement = バイト { $offset } に対する置換文字 U+FFFD：{ $class }
text-bom = バイト { $offset } の BOM
text-escape = バイト { $offset } のエスケープシーケンス { $sequence }
repair-whole-text-needed = この修復は語そのものを変える (UTF-16 や ISO-2022-JP をコードページとして読んだもの) ため、テキスト全体を一度に必要とする
repair-pieces-not-utf8 = UTF-8 のテキストではない (最初の誤りはバイト { $offset })
repair-pieces-not-ascii = 長いテキストは少しずつ読むため、ASCII を保つ文字符号化が必要


## The Lint panel: the open file held to its encoding policy, as `mojiscope lint` holds it.
tab-lint = リント
lint-nothing-open = ファイルを開くと、その文字符号化の方針 ({ $attributes }、{ $editorconfig }) に照らして検査する。CI での mojiscope lint と同じ検査。
lint-working = ファイルを方針に照らして検査中
lint-too-large = ファイルは { $size }：丸ごと検査できるのは { $most } まで。
lint-policy-default = BOM なしの UTF-8 ({ $attributes } も { $editorconfig } も別の指定をしていない)
lint-policy-config = { $name } ({ $config } の { $key })
lint-policy-editorconfig = { $name } ({ $file } の { $key })
lint-policy-gitattributes = { $name } ({ $file } の { $key })
lint-held-to = 方針：{ $policy }
lint-config = 規則は { $file } の設定どおり。
lint-binary = バイナリファイル：検査しない。
lint-none = 何も見つからない：ファイルは方針を満たしている。
lint-summary = 誤り { $errors } 件、警告 { $warnings } 件
lint-place = { $line } 行 { $column } 列
lint-error = 誤り
lint-warning = 警告
lint-rule-invalid-bytes = 想定の文字符号化ではテキストにならないバイト
lint-rule-other-encoding = 別の文字符号化で書かれた部分
lint-rule-bom = 方針が禁じる、欠けている、または食い違う BOM
lint-rule-bom-inside = テキストの途中にある BOM (U+FEFF)
lint-rule-mojibake = 文字化け：誤った文字符号化で復号され、そのまま保存されたテキスト
lint-rule-replacement-character = U+FFFD：以前の復号で失われた文字
lint-rule-c1-control = C1 制御文字 (U+0080〜U+009F)
lint-rule-bidi-control = ソースコード中の双方向の上書き・分離文字
lint-rule-nul = テキスト中の NUL 文字
lint-fix-remove = 修正：取り除く
lint-fix-to = 修正：{ $text }
