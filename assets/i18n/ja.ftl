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

## 「この符号化の理由」「BOM」「誤り」「文字」「比較」パネルと、そこに表示される判定・BOM 表・検出器の言葉


## 「修復」「差分」パネル、原因、判定

# 「修復」パネル：修復の要約、修復した各部分とそのバイト上の手順、採らなかった連鎖
repair-nothing-open = ファイルを開くか、テキストを貼り付けると（編集 ▸ バイト列を貼り付け…、テキストとして）、その文字化けを修復できる。
repair-working = テキストを修復中
repair-step = { $encode } で符号化 → { $decode } で復号
repair-chain-then = { $chain }、続いて { $step }
repair-oddness = （不自然さ { $before } → { $after }）
repair-oddness-before = （不自然さ { $before }）
repair-summary-lost = 連鎖で修復できるものはない：テキストには、復号でバイトが失われた箇所に U+FFFD が { $lost } 個ある（バイト列を、それが書かれた符号化で復号すること）{ $figures }
repair-summary-nothing = 修復するものはない：テキストはテキストとして読める{ $figures }
repair-summary-word-by-word = { $parts } か所を単語ごとに修復し、残りはそのままにした{ $figures }
repair-summary-one-chain = テキスト全体に 1 つの連鎖を適用して { $parts } か所を修復した：{ $chain }{ $figures }
repair-streamed-nothing = 修復するものはない（{ $size } を { $pieces } 個の断片に分けて読んだ）
repair-streamed-part-by-part = { $parts } か所を部分ごとに修復した（{ $size } のテキストを { $pieces } 個の断片に分けて読んだ）
repair-streamed-after-chain = テキスト全体に { $chain } を適用したうえで { $parts } か所を修復した（{ $size } のテキストを { $pieces } 個の断片に分けて読んだ）
repair-detail-first = 以下の詳細は文書の最初の { $size } のもの：{ $summary }。残りは、連鎖が定まった後に断片ごとに修復した。
repair-truncated = （文書の最初の { $size } をテキストとして）
repair-not-text = このファイルはテキストではない（{ $content }）：修復の対象がない。
repair-lost-in-decoding = { $decoded_as } として復号すると、バイト列から { $errors } 件の誤りが生じる：それらの文字はこのテキストでは失われているが、ファイルには残っている。ファイルは { $reads_as } として読める（{ $reason }）。
repair-decode-as = { $encoding } として復号
repair-open = 修復したテキストを開く
    .help = 修復したテキスト（UTF-8）を作業用バッファーとして開き、そのバイト列を調べる
repair-repaired-name = { $name }（修復済み）
repair-cannot-open = 修復したテキストを開けない：{ $error }
repair-no-temporary-file = 修復したテキスト用の一時ファイルを作れない：{ $error }
repair-nothing-to-export = まだ書き出すものはない：修復が終わっていない。
repair-export = 書き出す…
    .help = 修復したテキストを UTF-8 で保存する（調べているファイルには決して上書きしない）
repair-copy-command = コマンドラインをコピー
repair-copied-command = コマンドラインをコピーした。
repair-to-reproduce = 再現するコマンド：
repair-resolve-references = 数値文字参照 { $n } 個を文字に戻す
repair-before-and-after = 修復の前と後
repair-parts = 修復した { $parts } か所（クリックするとそのバイト列を選択し、手順を表示する）
repair-parts-in-whole = 文書全体で修復した { $parts } か所、うち最初の { $size } にある { $first } か所（クリックするとそのバイト列を選択し、手順を表示する）
repair-part-bytes = ファイルのバイト { $start }–{ $end }
repair-and-more = … ほかに { $n } 件
repair-chain-does-not-apply = （この連鎖はこの部分だけには適用できない）
repair-lost-byte = { $text } のバイトが 1 つ失われている（バイト列中の ??）。元の文字は次のいずれか：{ $characters }
repair-column-character = 文字
repair-column-bytes = そのバイト列
repair-column-made-from = 元の文字
repair-not-taken = 採らなかった連鎖
repair-not-taken-still-odd = まだ不自然な単語も修復したうえで、結果がやはりテキストとして読めない
repair-not-taken-tie = 同点：この方法でもバイト列は同じくらいきれいに復号できる。採った連鎖のほうが、よく使われる符号化の順で先に来る
repair-not-taken-odder-than-taken = まだ不自然な単語も修復したうえで、採った連鎖より不自然（{ $score } 対 { $taken }）
repair-not-taken-too-little-evidence = 根拠が少なすぎる：どのバイトでも受け付ける復号器では、きれいに復号できても何の証明にもならず、しかも変わる文字が 3 文字未満
repair-not-taken-not-better = 今のテキストより明らかに良いとは言えない（{ $score } 対 { $than }、文字が言語にどれだけ合うかを含む）
repair-not-taken-other-part = テキストの別の部分が、この連鎖ではきれいに符号化または復号できない
repair-not-taken-odder-than-tried = 試した連鎖より不自然（{ $score }）
repair-references = テキスト中の数値文字参照 { $n } 個：符号化器が誤りモード html で、その符号化で符号化できない文字の代わりに書くもの（レガシーな符号化で送信されたフォームがこれを送る）
repair-reference = { $written } は { $character }（{ $code_point }）：符号化器が誤りモード html で、その符号化で符号化できない文字の代わりに書くもの
repair-reference-no-character = { $written } はどの文字も表さない（Unicode のスカラー値ではない）

# 「差分」パネル：壊れたファイルの横に正しいファイルを置き、領域ごとに比べる
diff-nothing-open = 壊れたファイルを開き、ここで本来あるべきファイルを指定する：壊れたファイルの各領域に、それを生んだ正確な連鎖が示される。
diff-known-good-file = 正しいファイル：
diff-find-chains = 連鎖を探す
diff-hint = 開いているファイルが壊れたほう：パスには本来あるべきファイルを指定する（符号化は問わない）。
diff-working = 比較中
diff-read-as = 正しいファイルは { $good }、このファイルは { $broken } として読んだ。
diff-identical = このファイルは正しいテキストそのもの：違いはない。
diff-summary = 連鎖で説明できる領域 { $explained } 個、どの連鎖でも説明できない領域 { $unexplained } 個。同じテキストのバイト { $same }、途中で失われたバイト { $lost }。
diff-chain-counts = { $chain }：{ $regions } 領域、{ $bytes } バイト
diff-encoded-as = { $encoding } で符号化
diff-decoded-as = { $encoding } で復号
diff-encoded-as-again = 再び { $encoding } で符号化
diff-chain-next = { $chain }、{ $part }
diff-region = バイト { $start }–{ $end }：{ $what }
diff-region-damaged = { $chain }（--chain '{ $arg }' で修復できる）
diff-region-plain = テキストを { $chain }
diff-region-unexplained = そのテキストからこれらのバイトを作る連鎖はない
diff-region-hover = 正しいファイルのバイト { $start }–{ $end }。クリックでこれらのバイトを選択する
diff-loss = {"    "}バイト { $at }：{ $kind } { $code_point }（元の文字 { $good }）
diff-loss-kind = { $kind ->
    [replaced] U+FFFD に置き換わった文字
    [question-mark] ? に置き換わった文字
    [dropped] 脱落した文字
   *[space] 空白に置き換わった文字
}
diff-and-more = … ほかに { $regions } 領域（JSON 出力は最初の { $listed } 領域を一覧にする）

# 原因：文字化けがどこで生じるか（各原因の見出し、経緯、対処は assets/causes.toml にある）
cause-heading = 原因
cause-likely = 可能性が高い：{ $title }
cause-possible = 可能性がある：{ $title }
cause-headline-likely = 可能性が高い原因：{ $title }
cause-headline-possible = 考えられる原因：{ $title }
cause-none = この修復に当てはまる原因は、mojiscope の知る中にはない：連鎖は上に 1 ステップずつ示してある。
cause-what-points-to-it = そう判断した根拠
cause-copy = コピー
    .help = { $place } での対処をコピーする
cause-copied = { $place } での対処をコピーした。
cause-why-read-as = この修復は、{ $written } で書かれ { $read } として読まれたテキストを元に戻す。
cause-why-astral = テキストに U+FFFF を超える文字（絵文字）がある。UTF-8 ではそれぞれ 4 バイト。
cause-why-bom-utf-8 = UTF-8 の BOM（EF BB BF）で始まっている。
cause-why-bom-none = BOM で始まっていない。
cause-why-utf-8 = すべてのバイトが正しい UTF-8 の一部で、非 ASCII 文字を含む。
cause-why-legacy = UTF-8 ではない：バイト列は { $encoding } として読める（検出器の選択）。
cause-why-declared = { $declared } と宣言しているが、バイト列は { $reads_as } として読める。
cause-why-reads-as = { $reads_as } としてなら誤りなくテキストに復号できる。
cause-why-iso-2022-jp = ASCII のバイト列に ISO-2022-JP のエスケープシーケンス（ESC $ B … ESC ( B）がある。
cause-why-utf-16-without-bom = バイト列に { $encoding } のリズム（ASCII の各文字の横に NUL）があり、BOM がない。
cause-why-cesu-8 = バイト { $at } で、{ $code_point } が 3 バイトずつ 2 つのサロゲートとして書かれている（{ $bytes }）。
cause-why-cesu-8-pairs = バイト { $at } で、{ $code_point } が 3 バイトずつ 2 つのサロゲートとして書かれている（{ $bytes }）（このようなペアが { $pairs } 組）。
cause-why-mail-no-charset = charset を指定するヘッダーがない（Content-Type: …; charset=…）。
cause-why-file-xml = XML 文書である（<?xml …?>）。
cause-why-file-html = HTML ページである。
cause-why-file-sql-named = SQL ダンプである（名前が .sql で終わり、CREATE TABLE、INSERT INTO がある）。
cause-why-file-sql = SQL ダンプである（CREATE TABLE、INSERT INTO がある）。
cause-why-sql-set-names = ダンプに { $statement } とある。
cause-why-sql-charset = テーブルが { $declaration } と宣言されている。
cause-why-file-mail = 電子メールのメッセージである（ヘッダー { $headers }）。
cause-why-file-names = ファイル名の一覧である：{ $lines } 行のうち { $named } 行が拡張子で終わる。
cause-why-file-names-of = ファイル名の一覧である（{ $archive } の一覧）：{ $lines } 行のうち { $named } 行が拡張子で終わる。
cause-why-file-csv-named = CSV である（名前が { $extension } で終わる）。
cause-why-file-csv = CSV である：最初の { $lines } 行はどれも { $fields } 個の欄を { $separator ->
    [tab] タブ
   *[other] 「{ $separator }」
} で区切っている。
cause-why-file-zip = ZIP アーカイブである。
cause-why-zip-no-utf8-flag = エントリー「{ $name }」の名前は UTF-8 だが、UTF-8 フラグ（ビット 11）が立っていない。
cause-why-zip-cp437 = ZIP 形式の規定どおり（コードページ 437）に読むと「{ $name }」になる。

# ファイルの判定：どの復号か、その理由、注記、UTF-8 の走査で見つかった誤りのまとめ
verdict-file-reads-as = このファイルの読み方
verdict-reason-empty = 空のファイル
verdict-reason-bom = その BOM
verdict-reason-xml-declaration = その XML 宣言
verdict-reason-css-charset = その @charset 規則
verdict-reason-meta = その <meta> 宣言
verdict-reason-utf-16-rhythm = UTF-16 テキストのリズム、BOM なし
verdict-reason-valid-utf-8 = 正しい UTF-8
verdict-reason-mostly-utf-8 = 誤りを含む UTF-8
verdict-reason-ascii = ASCII のみ
verdict-reason-detected = 検出による
verdict-reason-binary = バイナリファイル
verdict-headline-empty = 空：復号するバイトがない。
verdict-headline-bom = { $encoding }：ファイルがその BOM で始まっている。
verdict-headline-declared = { $encoding }：{ $reason }がそう指定している。
verdict-headline-utf-16-rhythm = BOM のない { $encoding }：バイト列は UTF-16 テキストのリズムを持ち、誤りなく復号できる。
verdict-headline-valid-utf-8 = { $encoding }：すべてのバイトが正しい UTF-8 の一部。
verdict-headline-mostly-utf-8 = 誤りを含む { $encoding }：非 ASCII 文字は正しい UTF-8 で、そうでないバイトは復号の誤り。
verdict-headline-ascii = { $encoding }：ASCII のバイトのみ。ASCII 互換のどの符号化でも同じに読める。
verdict-headline-detected-few = { $encoding }（検出による）：バイト列は UTF-8 ではない。検出器は { $encoding } を選んだが、非 ASCII のバイトが少なく推測にすぎない。
verdict-headline-detected = { $encoding }（検出による）：バイト列は UTF-8 ではなく、検出器は { $encoding } を選んだ。
verdict-headline-binary = テキストではない：{ $content }。16 進表示でそのバイト列を見られる。
verdict-headline-binary-unknown = テキストではない：16 進表示でそのバイト列を見られる。
verdict-binary-format = バイナリ：{ $format }（マジックバイト { $magic }）
verdict-binary-control-bytes = バイナリ：既知の形式ではないが、先頭のバイトの { $percent } % が NUL か制御バイト
verdict-note-utf-16-without-bom = BOM のない { $encoding }：BOM を探すプログラム（Excel、多くのエディターやツール）は別の符号化として読んでしまう。BOM を付けて、または UTF-8 で保存すること。
verdict-note-iso-2022-jp = ISO-2022-JP（日本語の電子メール、古い日本語のページ）：バイト列はエスケープシーケンスを含む ASCII なので、UTF-8 として読むとテキストの代わりにエスケープが表示される。
verdict-note-mojibake = 文字化けして読める正しい UTF-8：「{ $before }」は { $chain } を経ると「{ $after }」になる。「修復」パネル（またはコマンドラインの修復）で元に戻せる。
verdict-note-declaration-disagrees = ファイルは { $declared } と宣言しているが、{ $reads_as } として読める：宣言がおそらく誤り（ブラウザーは宣言に従い、文字化けを表示する）。
verdict-utf-8-one-byte = ファイルの大部分は正しい UTF-8。この 1 バイトだけがそうではない。
verdict-utf-8-these-bytes = ファイルの大部分は正しい UTF-8。この { $bytes } バイトがそうではない。
verdict-utf-8-behind-errors = ファイルの大部分は正しい UTF-8。この { $errors } 件の誤りの元になったバイトがそうではない。
verdict-utf-8-probably-not = おそらく UTF-8 ではない：{ $bytes } バイト中に { $errors } 件の誤り。
verdict-utf-8-probably-not-reads-as = おそらく UTF-8 ではない：{ $bytes } バイト中に { $errors } 件の誤り。ファイルは { $encoding } として読める。


## パネルの周り：バナー、操作部、ダイアログ、例、表示、メッセージ

