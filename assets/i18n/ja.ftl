# ウィンドウの言葉（日本語）。用語は利用者のノート（Encoding Standard の注釈）に合わせる:
# 符号化 encode、復号 decode、符号化器 encoder、復号器 decoder、誤りモード error mode
# (replacement / fatal / html はそのまま)、誤り error、継続 continue、終了済み finished、
# 取扱器 handler、符号位置 code point、バイト列 byte sequence、ストリーム stream、
# 入力/出力 input/output、状態 state、BOM と BOM sniffing はそのまま、
# 十進文字参照 decimal character reference、サロゲートペア surrogate pair。
# 標準の名前（状態変数、規則 ID、符号化名、U+XXXX、バイト）は英字のまま。

## 複数形

count-bytes = { $n } バイト
count-characters = { $n } 文字
count-errors = { $n } 件の誤り

## メニューバー

menu-file = ファイル
menu-edit = 編集
menu-decode = 復号
menu-examples = 例
menu-view = 表示
menu-help = ヘルプ
menu-recent-files = 最近使ったファイル
menu-none-yet = (まだありません)
menu-dark-theme = ダークテーマ
menu-light-theme = ライトテーマ
menu-language = 言語
menu-encoding-standard = Encoding Standard (仕様書)

## 操作：メニューとボタンのラベル。.help はその動作（F1 の一覧、ホバー表示）

action-open = 開く…
    .help = ファイルを開く（パスを入力するか、「参照…」でシステムのダイアログを使う）
action-paste-bytes = バイト列を貼り付け…
    .help = バイト列（hex、または UTF-8 や任意の文字符号化のテキスト）を作業用バッファーに貼り付ける
action-export-text = 復号したテキストを書き出す…
    .help = 復号したテキストをファイルに書き出す
action-export-trace-csv = トレースを CSV で書き出す…
    .help = 選択範囲（またはファイル全体）の全ステップを CSV で書き出す
action-export-trace-jsonl = トレースを JSON Lines で書き出す…
    .help = 選択範囲（またはファイル全体）の全ステップを JSON Lines で書き出す
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
action-copy-hex = hex としてコピー
    .help = 選択範囲を hex としてコピーする
action-copy-escaped = エスケープした文字列としてコピー
    .help = 選択範囲をエスケープした文字列としてコピーする（\uXXXX。JSON、JavaScript、Java、C# が読む形式）
action-select-all = すべて選択
    .help = ファイルの全バイトを選択する
action-select-left = 選択範囲を左へ広げる
    .help = 選択範囲を左へ 1 文字広げる（範囲の選択は Shift+クリックかドラッグ）
action-select-right = 選択範囲を右へ広げる
    .help = 選択範囲を右へ 1 文字広げる
action-select-up = 選択範囲を上へ広げる
    .help = 選択範囲を上へバイト 1 行分広げる
action-select-down = 選択範囲を下へ広げる
    .help = 選択範囲を下へバイト 1 行分広げる
action-go-to = オフセットへ移動…
    .help = オフセットへ移動する
action-find = 検索…
    .help = テキストまたは hex のバイト列を検索する
action-prev-error = 前の誤り
    .help = 前の誤りへ
action-next-error = 次の誤り
    .help = 次の誤りへ
action-step-back = 1 ステップ戻る
    .help = 1 ステップ戻る
action-step-forward = 1 ステップ進む
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
    .help = すべてを大きく表示する（プロジェクター向け）
action-zoom-out = 縮小
    .help = すべてを小さく表示する
action-zoom-reset = 実寸
    .help = 表示倍率を 100% に戻す
action-present = プレゼンテーションモード
    .help = バイト列、テキスト、パネルだけを全画面に表示する（プロジェクター向け。F5 か Esc で終了。メニューは画面の上端に出る）
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

## F1 の一覧

help-drag-and-drop = ドラッグ＆ドロップ
    .help = ドロップしたファイルを開く
help-tab-keys = その番号のタブを前面に出す

## バイト範囲

range-byte = バイト { $at }
range-bytes = バイト { $from }–{ $to }

## ステップ実行（復号器）

stepper-open-a-file = ファイルを開くと、その復号をステップ実行できる。
stepper-scan-the-file = ファイルを走査
stepper-in-the-bom = バイト 0–{ $last } は { $bom } の BOM：復号器が動く前に BOM sniffing がこれらを消費するため、どの取扱器にも渡らない。最初の取扱器呼び出しはバイト { $first }。
stepper-after-fatal = 誤りモード fatal：実行はバイト { $offset } の誤りで停止した。このバイトはどの取扱器にも渡らない。
stepper-empty = 入力は空：ステップは end-of-queue の 1 つだけ。
stepper-past-the-end = このバイトを読む取扱器呼び出しはない（復号器はその前に終了した）。
stepper-go-to-first = 最初のステップへ
stepper-handler-at-byte = { $algorithm } の取扱器、バイト { $offset }（{ $byte }）
stepper-handler-at-end = { $algorithm } の取扱器、end-of-queue
stepper-handling-again = { $of } 回中 { $nth } 回目の取扱い：このバイトは戻され、もう一度読まれる
stepper-decode-call = decode() の呼び出し { $calls } 回中 { $call } 回目、stream: { $stream }（{ $chunk }）
stepper-decode-call-begins = decode() の呼び出し { $calls } 回中 { $call } 回目、stream: { $stream }（{ $chunk }）：新しい呼び出しが始まる
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
stepper-run-to = オフセットまで実行：
stepper-run = 実行
    .help = ステップ実行をそのバイトの最初の取扱いまで進める
stepper-not-an-offset = 「{ $typed }」はオフセットではない（十進、または 0x を付けた hex）
stepper-read-head-at-byte = 読み取り位置：バイト { $offset }
stepper-read-head-at-end = 読み取り位置：end-of-queue
stepper-result = 結果
stepper-continue = 継続（まだ出力なし）
stepper-emit = { $characters } を出力
stepper-error-fatal = 誤り：誤りモード fatal ではここで停止する
stepper-error-replacement = 誤り：U+FFFD が出力に入る
stepper-finished = 終了済み
stepper-restores = { $bytes } をストリームに戻す：次にもう一度読まれる
stepper-rule = 規則
stepper-citation = { $step }（Encoding Standard）
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
encoder-gbk-no-state = GBK 符号化器は状態を持たない（is GBK フラグが立っている：4 バイトの形はない）。
encoder-no-state = { $algorithm } は状態を持たない：各符号位置は個別に取り扱われる。
encoder-state = 符号化器の状態
encoder-end-of-queue = end-of-queue
encoder-from-the-reference = { $character }（バイト { $offset } の文字に対して誤りモード html が入力の先頭に置いた { $reference } から）
encoder-from-the-input = { $character }（バイト { $offset } の文字）
encoder-handler = { $algorithm } の取扱器、{ $what }
encoder-call-of = { $calls } 回中 { $call } 回目の呼び出し
encoder-read-again = もう一度読まれる：直前の呼び出しがこれをキューに戻した
encoder-read-head = 読み取り位置：取扱器の { $call } 回目の呼び出し（{ $what }）
encoder-variables = 取扱器の変数
encoder-no-variables = なし：この規則は計算をせずに返る
encoder-bits-into = { $code_point } = { $bits } を { $pattern } に入れる
encoder-bytes = バイト { $bytes }
encoder-error-with = { $code_point } を伴う誤り
encoder-continue = 継続
encoder-html-next = 誤りモード html は { $reference }（番号は十進）を入力の先頭に置く：続く { $calls } 回の呼び出しがそれらの文字を符号化する。どの符号化器もそれらを ASCII として持つ
encoder-fatal-stops = 誤りモード fatal：実行はここで止まり、何も書き出されない
encoder-restores = { $code_point } をキューに戻す：次に新しい状態でもう一度読まれる
encoder-nothing-yet = まだなし

## UTF-16 のサロゲートペア

surrogate-bit-layout = ビット配置（サロゲートペア）
surrogate-lead-only = { "  " }符号位置 − 0x10000 の上位 10 ビット（{ $high }）：後ろにトレイルサロゲート 110111xxxxxxxxxx が続かなければならない

## ステータスバー

status-no-file = 開いているファイルはない
status-scanning = 走査中 { $percent }%：これまでに { $errors }
status-cancel-scan = 走査をキャンセル
status-scan-cancelled = 走査した部分で { $errors }（キャンセル済み）
status-scan-failed = 走査に失敗：{ $error }
status-offset = オフセット { $offset }（{ $hex }）
status-selected-byte = 選択中のバイト { $at }
status-selected-bytes = 選択中のバイト { $from }–{ $to }（{ $bytes }）
status-cancel = キャンセル
status-zoom = ズーム { $percent } %
    .help = 表示 ▸ 拡大 / 縮小 / 実寸（Ctrl+Plus、Ctrl+Minus、Ctrl+0）

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
tab-why = なぜこの符号化か
tab-compare = 比較
tab-repair = 修復
tab-diff = 差分

## 符号化パネル（と符号化器のステップ実行の入力）

encode-encode = 符号化
encode-text-in-view = 表示中の復号したテキスト
encode-this-text = このテキスト：
encode-text-to-encode = 符号化するテキスト
encode-into = 符号化先
encode-error-mode = 誤りモード
encode-html = html
    .help = その符号化にない文字は &#N; になる
encode-fatal = fatal
    .help = その符号化にない最初の文字で実行が止まる
encode-no-encoder = { $encoding } には符号化器がない。その出力の符号化は UTF-8。
encode-summary = { $characters } → { $encoding } で { $bytes }。対応のない { $references } 文字が文字参照になった
encode-summary-stopped = { $characters } → { $encoding } で { $bytes }。誤りモード fatal が { $code_point }（バイト { $offset }）で停止した
encode-step-through = ステップ実行 ▸
    .help = この実行のすべての取扱器呼び出しを、最初から「ステップ実行」タブで見る
encode-references = 文字参照
encode-step-through-one = { $reference } をステップ実行
    .help = 「ステップ実行」タブでステップ実行する


## 規則の説明：取扱器の各手順が何をしたか、その値とともに (explain-<規則 ID>)

explain-utf8-end-in-sequence = utf8_bytes_needed が { $needed } (utf8_bytes_seen = { $seen }) のまま end-of-queue：バイト列が途中で切れている。utf8_bytes_needed を 0 にし、他の変数はそのまま。誤りを返す
explain-utf8-end = 保留中のものがない end-of-queue：終了済みを返す
explain-utf8-ascii = バイト { $byte } は 0x00 ～ 0x7F の範囲：符号位置 { $code_point } を返す
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
explain-utf8-invalid-lead = バイト { $byte } は 0x00 ～ 0x7F でも 0xC2 ～ 0xF4 でもない ({ $why ->
    [continuation] 継続バイトはバイト列を始められない
    [overlong] 0xC0 と 0xC1 は冗長な 2 バイト表現しか始められない
   *[above] 0xF5 ～ 0xFF は U+10FFFF を超える符号位置を表してしまう
})：誤りを返す
explain-utf8-out-of-range = バイト { $byte } は境界 { $lower } ～ { $upper } の外：状態をリセットし、このバイトをストリームに戻して (もう一度取り扱われる)、誤りを返す
explain-utf8-continuation = 継続バイト { $byte }：境界を 0x80 ～ 0xBF に戻し、utf8_code_point = ({ $before } << 6) | (バイト & 0x3F) = { $after }、{ $needed } バイト中 { $seen } バイト目：継続
explain-utf8-complete = 最後の継続バイト { $byte }：utf8_code_point = ({ $before } << 6) | (バイト & 0x3F) = { $after }、{ $bytes } バイトすべて揃った：リセットし、{ $code_point } を返す
explain-utf8-encode-end = end-of-queue：終了済みを返す
explain-utf8-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-utf8-encode-sequence = { $code_point }：count = { $count }、offset = { $offset }。先頭バイトは (符号位置 >> { $shift }) + { $offset }、続いて 0x80 | 6 ビットを { $count } 個：{ $bytes }
explain-encode-error-html = { $rule }。誤りモード html は &#{ $number }; を入力の前に置く
explain-encode-error-fatal = { $rule }。誤りモード fatal：走行はここで止まる
explain-encode-in-a-reference = { $rule } (html の文字参照の一部)
explain-citation = { $algorithm }、手順 { $rule ->
    [utf8-ascii] 3 (0x00 ～ 0x7F)
    [utf8-lead-2] 3 (0xC2 ～ 0xDF)
    [utf8-lead-3] 3 (0xE0 ～ 0xEF)
    [utf8-lead-4] 3 (0xF0 ～ 0xF4)
    [utf8-invalid-lead] 3 (それ以外)
    [iso-2022-jp-escape-byte] ASCII・ローマ字・カタカナ・リードバイト状態：0x1B
    [iso-2022-jp-escape-in-trail] トレイルバイト状態：0x1B
    [iso-2022-jp-end] end-of-queue
    [iso-2022-jp-ascii] ASCII 状態：0x00 ～ 0x7F
    [iso-2022-jp-roman-yen] ローマ字状態：0x5C
    [iso-2022-jp-roman-overline] ローマ字状態：0x7E
    [iso-2022-jp-roman] ローマ字状態：0x00 ～ 0x7F
    [iso-2022-jp-katakana] カタカナ状態：0x21 ～ 0x5F
    [iso-2022-jp-lead] リードバイト状態：0x21 ～ 0x7E
    [iso-2022-jp-trail] トレイルバイト状態：0x21 ～ 0x7E
    [iso-2022-jp-trail-unmapped] トレイルバイト状態：0x21 ～ 0x7E、4
    [iso-2022-jp-end-in-trail] トレイルバイト状態：end-of-queue
    [iso-2022-jp-bad-trail] トレイルバイト状態：それ以外
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
   *[surrogate] リードサロゲート { $surrogate } の後にトレイルサロゲートがないまま end-of-queue：utf16_leading_byte と utf16_leading_surrogate を null にし、誤りを返す
}
explain-utf16-end = 保留中のものがない end-of-queue：終了済みを返す
explain-utf16-leading-byte = 符号単位の 1 バイト目：utf16_leading_byte = { $byte }、継続
explain-utf16-surrogate-pair = 符号単位 = { $order ->
    [be] (utf16_leading_byte << 8) + バイト
   *[le] (バイト << 8) + utf16_leading_byte
} = { $unit } はリードサロゲート { $lead } に続くトレイルサロゲート：0x10000 + (({ $lead } − 0xD800) << 10) + ({ $unit } − 0xDC00) = { $code_point }
explain-utf16-unpaired-leading-surrogate = 符号単位 = { $order ->
    [be] (utf16_leading_byte << 8) + バイト
   *[le] (バイト << 8) + utf16_leading_byte
} = { $unit } はトレイルサロゲートではないので、リードサロゲート { $lead } は対にならない：この符号単位の 2 バイトをストリームに戻し、誤りを返す
explain-utf16-leading-surrogate = 符号単位 = { $order ->
    [be] (utf16_leading_byte << 8) + バイト
   *[le] (バイト << 8) + utf16_leading_byte
} = { $unit } はリードサロゲート：utf16_leading_surrogate に覚えて、継続
explain-utf16-unpaired-trailing-surrogate = 符号単位 = { $order ->
    [be] (utf16_leading_byte << 8) + バイト
   *[le] (バイト << 8) + utf16_leading_byte
} = { $unit } はリードサロゲートのないトレイルサロゲート：誤りを返す
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
explain-single-byte-encode-mapped = 索引 { $index } での { $code_point } の索引ポインタ = { $pointer } → バイト = 索引ポインタ + 0x80 = { $byte }
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
explain-x-user-defined-encode-unmapped = { $code_point } は ASCII でも U+F780 ～ U+F7FF でもない：{ $code_point } を伴う誤りを返す
explain-gb18030-end = 保留中のものがない end-of-queue：終了済みを返す
explain-gb18030-end-in-sequence = バイト列の途中で end-of-queue：gb18030_first、gb18030_second、gb18030_third をリセットし、誤りを返す
explain-gb18030-bad-fourth = 4 バイト目 { $byte } は 0x30 ～ 0x39 ではない：gb18030_second ({ $second })、gb18030_third ({ $third }) とこのバイトをストリームに戻し、リセットして誤りを返す
explain-gb18030-four-byte = pointer = ({ $first } − 0x81) × 12600 + ({ $second } − 0x30) × 1260 + ({ $third } − 0x81) × 10 + { $byte } − 0x30 = { $pointer } → gb18030 範囲索引 → { $code_point }
explain-gb18030-four-byte-unmapped = pointer = ({ $first } − 0x81) × 12600 + ({ $second } − 0x30) × 1260 + ({ $third } − 0x81) × 10 + { $byte } − 0x30 = { $pointer } に対応する符号位置は gb18030 範囲索引にない：誤りを返す
explain-gb18030-third = バイト { $byte } は 0x81 ～ 0xFE：gb18030_third = { $byte }、継続
explain-gb18030-bad-third = 3 バイト目 { $byte } は 0x81 ～ 0xFE ではない：gb18030_second ({ $second }) とこのバイトをストリームに戻し、gb18030_first と gb18030_second をリセットして誤りを返す
explain-gb18030-second = バイト { $byte } は 0x30 ～ 0x39：4 バイト列である。gb18030_second = { $byte }、継続
explain-gb18030-two-byte = pointer = ({ $first } − 0x81) × 190 + ({ $byte } − { $offset }) = { $pointer } → 索引 gb18030 → { $code_point }
explain-gb18030-two-byte-unmapped = { $trail ->
    [yes] pointer = ({ $first } − 0x81) × 190 + ({ $byte } − { $offset }) = { $pointer } に対応する符号位置は索引 gb18030 にない：
   *[no] バイト { $byte } はトレイルバイト (0x40 ～ 0x7E、0x80 ～ 0xFE) ではない：pointer = null。
}{ $ascii ->
    [yes] ASCII バイトをストリームに戻し、誤りを返す
   *[no] 誤りを返す
}
explain-gb18030-ascii = バイト { $byte } は ASCII バイト：{ $code_point } を返す
explain-gb18030-euro = バイト 0x80：U+20AC (€) を返す
explain-gb18030-first = バイト { $byte } は 0x81 ～ 0xFE：gb18030_first = { $byte }、継続
explain-gb18030-invalid-lead = バイト { $byte } はバイト列を始められない：誤りを返す
explain-gb18030-encode-end = end-of-queue：終了済みを返す
explain-gb18030-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-gb18030-encode-e5e5 = U+E5E5：索引 gb18030 は 0xA3 0xA0 を U+3000 に対応させているため、U+E5E5 は往復できない：誤りを返す
explain-gb18030-encode-gbk-euro = GBK の符号化器 (is_gbk = true) で U+20AC：バイト 0x80 を返す
explain-gb18030-encode-side-table = { $code_point } は { $table } の互換表にある：{ $bytes } を返す
explain-gb18030-encode-two-byte = 索引 gb18030 での { $code_point } の索引ポインタ = { $pointer }：lead = { $pointer } / 190 + 0x81 = { $lead }、trail = { $pointer } % 190 = { $trail }、offset = { $offset } (0x3F 未満なら 0x40、それ以外は 0x41) → { $bytes }
explain-gb18030-encode-gbk-unmapped = { $code_point } は索引 gb18030 になく、GBK には 4 バイトの形がない：{ $code_point } を伴う誤りを返す
explain-gb18030-encode-four-byte = 索引 gb18030 にない：gb18030 範囲索引のポインタ = { $range ->
    [row] { $pointer_offset } + { $code_point } − { $offset } = { $pointer } (この符号位置を含む gb18030 範囲索引の範囲は { $offset }、ポインタ { $pointer_offset } から始まる)
   *[e7c7] { $pointer } (U+E7C7 は範囲外にある唯一の符号位置)
}。byte1 = { $pointer } / 12600 = { $b1 }、byte2 = { $b2 }、byte3 = { $b3 }、byte4 = { $b4 } (余りを 1260、次に 10 で割る) → { $b1 } + 0x81、{ $b2 } + 0x30、{ $b3 } + 0x81、{ $b4 } + 0x30 = { $bytes }
explain-big5-end-in-sequence = リードバイト { $lead } の後で end-of-queue：big5_lead をリセットし、誤りを返す
explain-big5-end = 保留中のものがない end-of-queue：終了済みを返す
explain-big5-two-code-points = pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } は 2 つの符号位置を返す 4 つのポインタの 1 つ：{ $code_points }
explain-big5-mapped = pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } → 索引 Big5 → { $code_points }
explain-big5-unmapped = { $trail ->
    [yes] pointer = ({ $lead } − 0x81) × 157 + ({ $byte } − { $offset }) = { $pointer } に対応する符号位置は索引 Big5 にない：
   *[no] バイト { $byte } はトレイルバイト (0x40 ～ 0x7E、0xA1 ～ 0xFE) ではない：
}{ $ascii ->
    [yes] ASCII バイトをストリームに戻し、誤りを返す
   *[no] 誤りを返す
}
explain-big5-ascii = バイト { $byte } は ASCII バイト：{ $code_point } を返す
explain-big5-lead = バイト { $byte } は 0x81 ～ 0xFE：big5_lead = { $byte }、継続
explain-big5-invalid-lead = バイト { $byte } はバイト列を始められない：誤りを返す
explain-big5-encode-end = end-of-queue：終了済みを返す
explain-big5-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-big5-encode-unmapped = { $code_point } には Big5 の索引ポインタがない：{ $code_point } を伴う誤りを返す
explain-big5-encode-two-byte = { $code_point } の Big5 の索引ポインタ = { $pointer } ({ $which ->
    [last] 2 つあるポインタのうち後のほう
   *[hong-kong] 香港の拡張である 5024 未満のポインタは使わない
})：lead = { $pointer } / 157 + 0x81 = { $lead }、trail = { $pointer } % 157 = { $trail }、offset = { $offset } (0x3F 未満なら 0x40、それ以外は 0x62) → { $bytes }
explain-euc-jp-end-in-sequence = リードバイト { $lead } の後で end-of-queue：euc_jp_lead をリセットし、誤りを返す
explain-euc-jp-end = 保留中のものがない end-of-queue：終了済みを返す
explain-euc-jp-katakana = リードバイト 0x8E に続く { $byte }：半角カタカナ 0xFF61 − 0xA1 + バイト = { $code_point }
explain-euc-jp-jis0212 = リードバイト 0x8F に続く { $byte }：JIS X 0212 の文字が続く。euc_jp_jis0212 = true、euc_jp_lead = { $byte }
explain-euc-jp-mapped = pointer = ({ $lead } − 0xA1) × 94 + { $byte } − 0xA1 = { $pointer } → 索引 { $index } → { $code_point }
explain-euc-jp-unmapped = { $pair ->
    [yes] pointer = ({ $lead } − 0xA1) × 94 + { $byte } − 0xA1 = { $pointer } に対応する符号位置は索引 { $index } にない：
   *[no] リードバイト { $lead } とバイト { $byte } がともに 0xA1 ～ 0xFE ではない：
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
explain-euc-jp-encode-two-byte = 索引 jis0208 での { $code_point } の索引ポインタ = { $pointer }{ $minus ->
    [yes] {" "}(U+2212 は U+FF0D として符号化される)
   *[no] {""}
}：lead = { $pointer } / 94 + 0xA1 = { $lead }、trail = { $pointer } % 94 + 0xA1 = { $trail } → { $bytes }
explain-euc-jp-encode-unmapped = { $code_point } は索引 jis0208 にない：{ $code_point } を伴う誤りを返す
explain-iso-2022-jp-state = { $state ->
    [ascii] ASCII
    [roman] ローマ字
    [katakana] カタカナ
    [leading-byte] リードバイト
    [trailing-byte] トレイルバイト
    [escape-start] エスケープ開始
    [escape] エスケープ
   *[jis0208] jis0208
}
explain-iso-2022-jp-escape-byte = { explain-iso-2022-jp-state } 状態、バイト 0x1B (ESC)：iso_2022_jp_decoder_state = エスケープ開始、継続
explain-iso-2022-jp-escape-in-trail = トレイルバイト状態、バイト 0x1B (ESC)：文字が途中で切れている。iso_2022_jp_decoder_state = エスケープ開始、誤りを返す
explain-iso-2022-jp-end = { explain-iso-2022-jp-state } 状態、end-of-queue：終了済みを返す
explain-iso-2022-jp-ascii = ASCII 状態、バイト { $byte }：iso_2022_jp_output = false、{ $code_point } を返す
explain-iso-2022-jp-roman-yen = ローマ字状態、バイト 0x5C：U+00A5 (¥) を返す
explain-iso-2022-jp-roman-overline = ローマ字状態、バイト 0x7E：U+203E (‾) を返す
explain-iso-2022-jp-roman = ローマ字状態、バイト { $byte }：{ $code_point } を返す
explain-iso-2022-jp-katakana = カタカナ状態、バイト { $byte }：0xFF61 − 0x21 + バイト = { $code_point }
explain-iso-2022-jp-lead = リードバイト状態、バイト { $byte }：iso_2022_jp_lead = { $byte }、iso_2022_jp_decoder_state = トレイルバイト
explain-iso-2022-jp-trail = pointer = ({ $lead } − 0x21) × 94 + { $byte } − 0x21 = { $pointer } → 索引 jis0208 → { $code_point }。iso_2022_jp_decoder_state = リードバイト
explain-iso-2022-jp-trail-unmapped = pointer = ({ $lead } − 0x21) × 94 + { $byte } − 0x21 = { $pointer } に対応する符号位置は索引 jis0208 にない：誤りを返す。iso_2022_jp_decoder_state = リードバイト
explain-iso-2022-jp-end-in-trail = トレイルバイト状態、end-of-queue：iso_2022_jp_decoder_state = リードバイト、誤りを返す
explain-iso-2022-jp-bad-trail = トレイルバイト状態、バイト { $byte } は 0x21 ～ 0x7E ではない：iso_2022_jp_decoder_state = リードバイト、誤りを返す
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
explain-iso-2022-jp-encode-two-byte = 索引 jis0208 での { $code_point } の索引ポインタ = { $pointer }{ $set ->
    [yes] {" "}({ $original } を { $code_point } に置き換えた)
   *[no] {""}
}：lead = { $pointer } / 94 + 0x21 = { $lead }、trail = { $pointer } % 94 + 0x21 = { $trail } → { $bytes }
explain-shift-jis-end-in-sequence = リードバイト { $lead } の後で end-of-queue：shift_jis_lead をリセットし、誤りを返す
explain-shift-jis-end = 保留中のものがない end-of-queue：終了済みを返す
explain-shift-jis-eudc = pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } は 8836 ～ 10715 (ユーザー定義文字、いわゆる外字の領域)：0xE000 − 8836 + pointer = { $code_point }
explain-shift-jis-mapped = pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } → 索引 jis0208 → { $code_point }
explain-shift-jis-unmapped = { $trail ->
    [yes] pointer = ({ $lead } − { $leading_offset }) × 188 + { $byte } − { $offset } = { $pointer } に対応する符号位置は索引 jis0208 にない：
   *[no] バイト { $byte } はトレイルバイト (0x40 ～ 0x7E、0x80 ～ 0xFC) ではない：
}{ $ascii ->
    [yes] ASCII バイトをストリームに戻し、誤りを返す
   *[no] 誤りを返す
}
explain-shift-jis-ascii = バイト { $byte } は ASCII バイトか 0x80：{ $code_point } を返す
explain-shift-jis-katakana = バイト { $byte } は 0xA1 ～ 0xDF：半角カタカナ 0xFF61 − 0xA1 + バイト = { $code_point }
explain-shift-jis-lead = バイト { $byte } はリードバイト (0x81 ～ 0x9F、0xE0 ～ 0xFC)：shift_jis_lead = { $byte }、継続
explain-shift-jis-invalid-lead = バイト { $byte } (0xA0 または 0xFD ～ 0xFF) はバイト列を始められない：誤りを返す
explain-shift-jis-encode-end = end-of-queue：終了済みを返す
explain-shift-jis-encode-ascii = { $code_point } は ASCII か U+0080：バイト { $byte } を返す
explain-shift-jis-encode-yen = U+00A5 (¥)：バイト 0x5C を返す
explain-shift-jis-encode-overline = U+203E (‾)：バイト 0x7E を返す
explain-shift-jis-encode-katakana = 半角カタカナ { $code_point }：符号位置 − 0xFF61 + 0xA1 → { $bytes }
explain-shift-jis-encode-two-byte = { $minus ->
    [yes] U+2212 を U+FF0D に置き換える。
   *[no] {""}
}{ $code_point } の Shift_JIS の索引ポインタ = { $pointer } (ポインタ 8272 ～ 8835、つまり NEC による IBM 拡張の複製は飛ばす)：lead = { $pointer } / 188 = { $lead }、lead_offset = { $lead_offset } (0x1F 未満なら 0x81、それ以外は 0xC1)、trail = { $pointer } % 188 = { $trail }、offset = { $offset } (0x3F 未満なら 0x40、それ以外は 0x41) → { $bytes }
explain-shift-jis-encode-unmapped = { $code_point } には Shift_JIS の索引ポインタがない：{ $code_point } を伴う誤りを返す
explain-euc-kr-end-in-sequence = リードバイト { $lead } の後で end-of-queue：euc_kr_lead をリセットし、誤りを返す
explain-euc-kr-end = 保留中のものがない end-of-queue：終了済みを返す
explain-euc-kr-mapped = pointer = ({ $lead } − 0x81) × 190 + ({ $byte } − 0x41) = { $pointer } → 索引 { $index } → { $code_point }
explain-euc-kr-unmapped = { $trail ->
    [yes] pointer = ({ $lead } − 0x81) × 190 + ({ $byte } − 0x41) = { $pointer } に対応する符号位置は索引 { $index } にない：
   *[no] バイト { $byte } はトレイルバイト (0x41 ～ 0xFE) ではない：
}{ $ascii ->
    [yes] ASCII バイトをストリームに戻し、誤りを返す
   *[no] 誤りを返す
}
explain-euc-kr-ascii = バイト { $byte } は ASCII バイト：{ $code_point } を返す
explain-euc-kr-lead = バイト { $byte } は 0x81 ～ 0xFE：euc_kr_lead = { $byte }、継続
explain-euc-kr-invalid-lead = バイト { $byte } はバイト列を始められない：誤りを返す
explain-euc-kr-encode-end = end-of-queue：終了済みを返す
explain-euc-kr-encode-ascii = { $code_point } は ASCII の符号位置：バイト { $byte } を返す
explain-euc-kr-encode-unmapped = { $code_point } は索引 { $index } にない：{ $code_point } を伴う誤りを返す
explain-euc-kr-encode-two-byte = 索引 { $index } での { $code_point } の索引ポインタ = { $pointer }：lead = { $pointer } / 190 + 0x81 = { $lead }、trail = { $pointer } % 190 + 0x41 = { $trail } → { $bytes }
error-class-unexpected-continuation = 予期しない継続バイト
error-class-never-starts-sequence = バイト列を決して始めないバイト (C0、C1、F5–FF)
error-class-overlong = 冗長な表現 (E0 80–9F、F0 80–8F)
error-class-surrogate = 符号化されたサロゲート (ED A0–BF)
error-class-above-max = U+10FFFF を超える (F4 90–BF)
error-class-cut-by-byte = 継続バイトでないバイトで途切れたバイト列
error-class-cut-by-end = 入力の終わりで途切れたバイト列
error-class-unpaired-leading-surrogate = トレイルサロゲートのないリードサロゲート
error-class-unpaired-trailing-surrogate = リードサロゲートのないトレイルサロゲート
error-class-invalid-byte = 文字を始められないバイト
error-class-unmapped = このバイト列に対応する符号位置が索引にない
error-class-invalid-trail = リードバイトの後に、続くことのできないバイト
error-class-invalid-escape = 認識できるエスケープシーケンスの続かないエスケープバイト
error-class-escape-after-escape = 別のエスケープシーケンスの直後のエスケープシーケンス
error-class-replacement-encoding = replacement 符号化はどんな入力も 1 つの U+FFFD に復号する
error-class-pattern-cesu8 = CESU-8：{ $code_point } がサロゲートペアとして 3 バイト列 2 つで書かれている (UTF-8 なら 4 バイト列 1 つ)
error-class-pattern-encoded-surrogate = サロゲート { $unit } が UTF-8 として符号化されている (WTF-8 か、UTF-16 からの誤った変換)。UTF-8 にサロゲートはない
error-class-pattern-java-nul = Java の修正 UTF-8：U+0000 が C0 80 と書かれている (冗長な表現)
error-class-pattern-overlong = 冗長な表現：{ $code_point } が { $length } バイトで書かれている
error-class-pattern-above-max = { $value } は最後の符号位置 U+10FFFF を超える
error-class-pattern-obsolete = { $value } の廃止された { $length } バイト形式 (RFC 2279)。UTF-8 は 4 バイトまで
error-class-pattern-truncated = 4 バイト文字が 3 バイトで切れている。1 文字 3 バイトまでの MySQL utf8mb3 が、絵文字など基本多言語面の外の文字にすること
error-class-pattern-legacy-8bit = { $byte } は windows-1252 では { $character }：旧来の 8 ビット符号化の単独のバイト
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
stepper-bits-announces = {"  →  "}{ $payload }：リードバイトは { $len } バイトを予告するが、あるのは { $there } バイト
stepper-bits-so-far = {"  →  "}{ $payload }：ここまで ({ $value })
surrogate-there = { $code_point } − 0x10000 = { $value } = { $high_bits } { $low_bits } (上位 10 ビット、下位 10 ビット) → 0xD800 + { $high } = { $lead }、0xDC00 + { $low } = { $trail }
stepper-wait-first-error = 誤りモード fatal：実行は最初の誤りで止まるが、バイト { $offset } より前に誤りがあるかはまだわからない。{ $scanning ->
    [yes] バックグラウンドで動いている走査がそこに達すれば、この表示は更新される。
   *[no] ファイルを走査すればわかる (「誤り」タブ)。
}
stepper-wait-far-sync = バイト { $offset } での復号器の状態は、ずっと前のバイトに左右される (バイト { $sync } の後、状態をリセットするものがない)。{ $scanning ->
    [yes] バックグラウンドで動いている走査がそこに達すれば、この表示は更新される。
   *[no] ファイルを走査すればわかる (「誤り」タブ)。
}
stepper-scanning = 走査中
encode-more-bytes = … ほかに { $n } バイト
encode-reference-for = 出力バイト { $offset } の { $reference } ({ $character } に対して)
encode-reference-bytes = { $label }：出力のバイト { $from }–{ $to }、上で枠で囲んだ部分

## 「この符号化の理由」「BOM」「誤り」「文字」「比較」パネルと、そこに表示される判定・BOM 表・検出器の言葉


## 「修復」「差分」パネル、原因、判定


## パネルの周り：バナー、操作部、ダイアログ、例、表示、メッセージ

