# ウィンドウの言葉（日本語）。用語は利用者のノート（Encoding Standard の注釈）に合わせる:
# 符号化 encode、復号 decode、符号化器 encoder、復号器 decoder、誤りモード error mode
# (replacement / fatal / html はそのまま)、誤り error、継続 continue、終了済み finished、
# 取扱器 handler、符号位置 code point、バイト列 byte sequence、ストリーム stream、
# 入力/出力 input/output、状態 state、BOM と BOM sniffing はそのまま、
# 十進文字参照 decimal character reference、サロゲートペア surrogate pair。
# 標準の名前（状態変数、規則 ID、符号化名、U+XXXX、バイト）は英字のまま。

## 複数形

count-bytes = { $n } バイト

## メニューバー

menu-file = ファイル
menu-edit = 編集
menu-decode = 復号
menu-examples = 例
menu-view = 表示
menu-help = ヘルプ

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
