import PreflightChecks

/// How code is laid out where a formatter's rule names it: trailing commas in multi-line
/// collections, semicolons, where an opening brace goes. Each concept stands for one check that
/// flags the form the practice excludes; refusing a practice ("no trailing commas") leaves the
/// statement manual rather than flagging the practice itself.
extension ConceptCatalogue {
    static let formatting: [Concept] = [
        Concept(
            id: "missing-trailing-comma", area: .formatting, title: "multi-line collections without a trailing comma",
            phrases: ["missing trailing commas", "missing trailing comma"],
            // "Trailing commas in multi-line collections", "trailing comma 필수": the practice.
            practicePhrases: [
                "trailing comma", "trailing commas", "trailing-comma", "trailing-commas", "mandatory trailing comma",
                "mandatory trailing commas", "trailing commas in multi-line collections", "trailing commas in multiline collections",
                "trailing commas in multi-line arrays", "trailing commas in multi-line literals", "trailing commas in multi-line collection literals",
                "trailing comma in multi-line collections", "trailing commas on multi-line collections",
                "trailing commas for multi-line collections", "trailing commas for multi-line arrays",
                "후행 쉼표", "끝 쉼표", "末尾カンマ", "末尾のカンマ", "末尾コンマ", "尾随逗号", "末尾逗号", "virgule finale", "virgules finales",
                "nachgestelltes komma", "nachgestellte kommas", "abschließendes komma", "coma final", "comas finales",
            ],
            refusal: "trailing-comma",
            replacement: "a trailing comma after the last element",
            triggering: ["let tabs = [\n    Tab.home,\n    Tab.profile\n]"],
            nonTriggering: ["let tabs = [\n    Tab.home,\n    Tab.profile,\n]\nlet pair = [1, 2]"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(TrailingCommaCheck(scope: placement.paths), placement)] }
        ),
        // The other house style, reached only by refusing the practice above ("no trailing
        // commas", "Array literals don't end with a trailing comma"): its words are that
        // practice's.
        Concept(
            id: "trailing-comma", area: .formatting, title: "collection literals ending with a trailing comma",
            phrases: [],
            replacement: "no comma after the last element",
            triggering: ["let tabs = [Tab.home, Tab.profile,]\nlet titles = [\n    \"home\": \"Home\",\n]"],
            nonTriggering: ["let tabs = [Tab.home, Tab.profile]\nlet titles = [\n    \"home\": \"Home\"\n    // \"search\": \"Search\",\n]"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(TrailingCommaCheck(style: .forbidden, scope: placement.paths), placement)] }
        ),
        Concept(
            id: "semicolon", area: .formatting, title: "semicolons",
            phrases: [
                "semicolons", "semicolon", "세미콜론", "セミコロン", "分号", "points-virgules",
                "point-virgule", "semikolons", "semikolon", "semikola", "punto y coma", "puntos y comas",
            ],
            replacement: "one statement per line",
            triggering: ["let title = \"Home\";\nfunc reset() { count = 0; total = 0 }"],
            nonTriggering: ["let title = \"Home; Away\"\n// a; b\nfunc reset() {\n    count = 0\n}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(SemicolonCheck(scope: placement.paths), placement)] },
            // "Don't end a line with a semicolon", "lines never end with semicolons": the ones
            // ending a line.
            makeNarrowed: { placement, words in
                let lineEnds = Self.speaksOfLineEnds(words)
                return ConceptChecks.swift { placement in
                    [ConceptChecks.placed(SemicolonCheck(lineEndsOnly: lineEnds, scope: placement.paths), placement)]
                }(placement)
            }
        ),
        Concept(
            id: "trailing-semicolon", area: .formatting, title: "semicolons ending a line",
            // SwiftLint's `trailing_semicolon`: `a; b` on one line is not what the words name.
            phrases: ["trailing semicolons", "trailing semicolon", "semicolons at the end of a line", "semicolons at the end of lines",
                      "semicolon at the end of a line", "줄 끝 세미콜론", "行末のセミコロン", "行尾分号", "points-virgules en fin de ligne",
                      "semikolons am zeilenende", "punto y coma al final de la línea"],
            replacement: "nothing after the statement",
            triggering: ["let title = \"Home\";\nfunc reset() {\n    count = 0; // cleared\n}"],
            nonTriggering: ["let title = \"Home; Away\"\nfor index in 0..<3 { total += index; count += 1 }"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(SemicolonCheck(lineEndsOnly: true, scope: placement.paths), placement)] }
        ),
        Concept(
            id: "multiple-blank-lines", area: .formatting, title: "blank lines in a row",
            phrases: [
                "multiple blank lines", "consecutive blank lines", "more than one blank line", "two or more blank lines", "double blank lines",
                "multiple empty lines", "consecutive empty lines", "more than one empty line", "two blank lines in a row", "more than one blank line in a row", "more than one empty line in a row",
                "blank lines in a row", "empty lines in a row", "연속된 빈 줄", "연속 빈 줄", "빈 줄 2줄 이상", "빈 줄을 2줄 이상", "連続する空行",
                "連続した空行", "複数の空行", "空行を2行以上", "连续空行", "连续的空行", "多个空行", "多余的空行", "lignes vides consécutives",
                "plusieurs lignes vides", "mehrere leerzeilen", "aufeinanderfolgende leerzeilen", "líneas en blanco consecutivas",
                "varias líneas en blanco",
            ],
            practicePhrases: ["at most one blank line", "one blank line at most", "a single blank line at most", "빈 줄은 최대 1줄", "空行は最大1行"],
            replacement: "one blank line",
            triggering: ["import SwiftUI\n\n\nstruct Badge: View {\n    var body: some View { Text(\"New\") }\n}"],
            nonTriggering: ["import SwiftUI\n\nstruct Badge: View {\n    let note = \"\"\"\n    a\n\n\n    b\n    \"\"\"\n    var body: some View { Text(note) }\n}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(BlankLinesCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "single-expression-return", area: .formatting, title: "`return` written in single-expression bodies",
            // "Omit `return` in single-expression functions", "단일 표현식이면 `return` 생략": what
            // the rule refuses is the `return` of a body that is one expression.
            phrases: [
                "return in single-expression", "return in single expression", "return for single-expression",
                "return for single expression", "return in one-expression", "return keyword in single-expression",
                "return statement in single-expression", "return statements in single-expression", "explicit return in single-expression",
                "explicit returns in single-expression", "explicit return for single-expression", "redundant return", "redundant returns",
                "redundant return statement", "redundant return statements", "unnecessary return", "unnecessary returns",
                "단일 표현식이면 return", "단일 표현식은 return", "단일 표현식에서 return", "단일 표현식의 return",
                "単一式の return", "単一式では return", "単一の式なら return", "单表达式函数省略 return", "单表达式省略 return",
                "单一表达式省略 return", "单表达式的 return", "return dans les expressions uniques", "return bei einzelnen ausdrücken",
                "return en expresiones únicas",
            ],
            // "Use implicit returns", "암시적 반환": the practice.
            practicePhrases: [
                "implicit return", "implicit returns", "implicit-return", "implicit-returns", "implicit return for single-expression",
                "implicit returns for single-expression", "암시적 반환", "암시적 return", "implicit return 사용", "暗黙の return",
                "暗黙的な return", "暗黙の戻り値", "隐式返回", "隐式 return", "retour implicite", "retours implicites", "return implicite",
                "implizite rückgabe", "implizites return", "implizite returns", "retorno implícito", "retornos implícitos", "return implícito",
            ],
            disfavouredCode: ["return"],
            reachWords: Lexicon.singleExpressionWords,
            replacement: "the expression alone",
            triggering: ["func total(_ items: [Item]) -> Int {\n    return items.count\n}\nvar title: String { return name }"],
            nonTriggering: ["func total(_ items: [Item]) -> Int {\n    items.count\n}\nfunc reset() {\n    return\n}\ninit?(raw: String) {\n    return nil\n}"],
            make: ConceptChecks.swift { placement in [Self.implicitReturn(placement, words: [])] },
            // "… in single-expression closures": the bodies the words name, else all of them.
            makeNarrowed: { placement, words in ConceptChecks.swift { placement in [Self.implicitReturn(placement, words: words)] }(placement) }
        ),
        Concept(
            id: "redundant-optional-binding", area: .formatting, title: "optional bindings that repeat the name (`if let x = x`)",
            phrases: ["redundant optional binding", "redundant optional bindings", "redundant if let", "redundant bindings"],
            // "Use the `if let` shorthand", "shorthand optional binding", "`if let` 축약 문법":
            // the practice, in words or by its code beside a word for shorthand.
            practicePhrases: [
                "shorthand optional binding", "shorthand optional bindings", "optional binding shorthand", "optional-binding shorthand",
                "shorthand optional unwrapping", "shorthand unwrapping", "unwrapping shorthand", "shorthand if let", "shorthand if-let",
                "if let shorthand", "if-let shorthand", "옵셔널 바인딩 축약", "축약 옵셔널 바인딩", "オプショナルバインディングの省略記法",
                "省略形のオプショナルバインディング", "可选绑定简写", "简写的可选绑定", "liaison optionnelle abrégée",
                "optional binding in kurzform", "enlace opcional abreviado",
            ],
            practiceCode: ["if let", "guard let", "if var", "guard var"],
            practiceCodeNeeds: Lexicon.shorthandWords,
            reachWords: Lexicon.shorthandWords,
            disfavouredForm: ConceptCatalogue.repeatsTheBoundName,
            replacement: "`if let name`",
            triggering: ["func show(_ user: User?) {\n    if let user = user { present(user) }\n}"],
            nonTriggering: ["func show(_ user: User?) {\n    if let user { present(user) }\n    if let name = user?.name { print(name) }\n}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(ShorthandOptionalBindingCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "closure-in-parentheses", area: .formatting, title: "a call's only closure passed inside its parentheses",
            phrases: ["closures inside parentheses", "closure arguments inside parentheses", "closures passed in parentheses"],
            // "Use trailing closure syntax", "후행 클로저 사용": the practice. Refusing it ("no
            // trailing closures when a call takes two closures") stays with a person.
            practicePhrases: [
                "trailing closure", "trailing closures", "trailing closure syntax", "trailing-closure syntax", "trailing-closure",
                "후행 클로저", "트레일링 클로저", "トレイリングクロージャ", "トレーリングクロージャ", "末尾クロージャ", "後置クロージャ",
                "尾随闭包", "尾部闭包", "closure de fin", "closures de fin", "closure finale", "closures finales", "nachgestellte closure",
                "nachgestellte closures", "closure final", "closures finales", "clausura final",
            ],
            // "When the last argument is a closure, use a trailing closure": the condition is
            // where the practice applies at all, which the check already finds.
            reachWords: ["last argument", "final argument", "last parameter", "final parameter", "last closure", "마지막 인자",
                         "마지막 파라미터", "마지막 매개변수", "最後の引数", "最后一个参数", "dernier argument", "letztes argument",
                         "último argumento"],
            reachConditionWords: ["if", "is", "a", "an", "its", "call", "call's", "calls", "ends", "closure", "closures", "argument",
                                  "parameter", "as", "final", "last", "takes"],
            // "No trailing closures when a call takes two or more closures": refused just there.
            refusalWhenSaying: Lexicon.severalClosuresWords,
            conditionalRefusal: "trailing-closure-among-several",
            allowedOnlySaying: Lexicon.singleClosureWords,
            replacement: "the closure after the parentheses",
            triggering: ["let active = users.filter({ $0.isActive })"],
            nonTriggering: ["let active = users.filter { $0.isActive }\nButton(action: { save() }, label: { Text(\"Save\") })"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(TrailingClosureCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "trailing-closure-among-several", area: .formatting,
            title: "a trailing closure on a call that takes two or more closures",
            phrases: [
                "trailing closures with multiple closures", "trailing closure with multiple closures",
                "multiple closures with a trailing closure", "multiple closures with trailing closures",
            ],
            // The words that say where ("when a call takes two or more closures") restate its reach.
            reachWords: Lexicon.severalClosuresWords,
            reachConditionWords: Lexicon.severalClosuresConditionWords,
            replacement: "every closure inside the parentheses",
            triggering: ["UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }) { _ in\n    view.removeFromSuperview()\n}"],
            nonTriggering: ["UIView.animate(withDuration: 0.3, animations: {\n    view.alpha = 0\n}, completion: { _ in\n    view.removeFromSuperview()\n})\nlet active = users.filter { $0.isActive }"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(MultipleClosuresTrailingCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "redundant-type-annotation", area: .formatting, title: "type annotations the value already states",
            // What is refused, with the words that omit it: "omit the type when it is obvious",
            // "타입이 명확하면 생략", "型が明らかな場合は省略".
            phrases: [
                "redundant type annotations", "redundant type annotation", "unnecessary type annotations", "unnecessary type annotation",
                "needless type annotations", "explicit types the compiler can infer", "the type when it is obvious",
                "the type when it's obvious", "types when they are obvious", "type when obvious", "types when obvious",
                "obvious types", "obvious type annotations", "type annotations when obvious", "불필요한 타입 명시", "불필요한 타입 선언",
                "타입이 명확하면", "타입이 명확한 경우", "타입이 분명하면", "冗長な型注釈", "不要な型注釈", "型が明らかな場合は", "型が明らかなら",
                "冗余的类型注解", "多余的类型注解", "类型明显时", "annotations de type redondantes", "redundante typannotationen",
                "anotaciones de tipo redundantes",
            ],
            // "Prefer type inference", "let the compiler infer types": the practice.
            // Named with a verb of using it: "type inference" alone is also said of the compiler.
            practicePhrases: [
                "prefer type inference", "use type inference", "rely on type inference", "lean on type inference",
                "优先使用类型推断", "使用类型推断", "privilégier l'inférence de type", "typinferenz nutzen", "usar la inferencia de tipos",
            ],
            // "When the type is obvious": the check judges only values that state their type.
            decidesItsEscape: true,
            decidesEscapesSaying: Lexicon.obviousTypeWords,
            reachWords: Lexicon.obviousTypeWords,
            replacement: "the declaration without its type",
            triggering: ["let name: String = \"Ada\"\nlet view: UIView = UIView()"],
            nonTriggering: ["let name = \"Ada\"\nlet scale: CGFloat = 1\nlet count: Int = compute()"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(RedundantTypeAnnotationCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "trailing-whitespace", area: .formatting, title: "spaces or tabs at the end of a line",
            phrases: [
                "trailing whitespace", "trailing whitespaces", "trailing spaces", "trailing space", "trailing white space",
                "whitespace at the end of lines", "whitespace at the end of a line", "whitespace at end of line",
                "spaces at the end of lines", "spaces at the end of a line", "行末の空白", "行末スペース", "行末の空白文字", "末尾の空白",
                "줄 끝 공백", "행 끝 공백", "후행 공백", "줄 끝의 공백", "行尾空格", "行尾空白", "尾随空格", "尾随空白",
                "espaces en fin de ligne", "espace en fin de ligne", "leerzeichen am zeilenende", "espacios al final de la línea",
                "espacios finales",
            ],
            replacement: "the line without them",
            triggering: ["let title = \"Badge\"  \nstruct Badge {}\n"],
            nonTriggering: ["let title = \"Badge\"\nlet note = \"\"\"\n    Two spaces:  \n    \"\"\"\n"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(TrailingWhitespaceCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "trailing-newline", area: .formatting, title: "a file not ending with exactly one newline",
            phrases: ["multiple trailing newlines", "extra newlines at the end of the file", "blank lines at the end of the file",
                      "blank lines at end of file"],
            // "Files end with a single newline": the practice, one newline and no more, said of files.
            practicePhrases: [
                "files end with a single newline", "file ends with a single newline", "files end with exactly one newline",
                "file ends with exactly one newline", "files end with one newline", "file ends with one newline",
                "files end in a single newline", "file ends in a single newline", "single newline at the end of the file",
                "single newline at the end of every file", "파일 끝에 개행 하나", "파일 끝 개행 하나", "ファイル末尾に改行を1つ", "文件末尾保留一个换行",
            ],
            replacement: "one newline after the last line",
            triggering: ["struct Badge {}", "struct Badge {}\n\n"],
            nonTriggering: ["struct Badge {}\n"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(TrailingNewlineCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "missing-trailing-newline", area: .formatting, title: "a file with no newline at its end",
            phrases: ["missing trailing newline", "missing newline at end of file", "missing newline at the end of the file",
                      "no newline at end of file", "no newline at the end of the file"],
            // "Every file ends with a newline": the practice, said of files; blank lines after it keep it.
            practicePhrases: [
                "files end with a newline", "file ends with a newline", "files end in a newline", "file ends in a newline",
                "newline at the end of the file", "newline at the end of every file", "newline at the end of each file",
                "newline at end of file", "trailing newline at the end of the file", "파일 끝 개행", "파일 끝에 개행", "파일 끝은 개행",
                "파일 마지막에 개행", "ファイル末尾に改行", "ファイルの最後に改行", "ファイル末尾は改行", "文件末尾换行", "文件以换行结尾",
                "fichiers se terminent par un saut de ligne", "dateien enden mit einem zeilenumbruch", "archivos terminan con un salto de línea",
            ],
            replacement: "a newline after the last line",
            triggering: ["struct Badge {}"],
            nonTriggering: ["struct Badge {}\n", "struct Badge {}\n\n"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(TrailingNewlineCheck(exactlyOne: false, scope: placement.paths), placement)] }
        ),
        Concept(
            id: "space-before-colon", area: .formatting, title: "a space before a colon",
            phrases: [
                "space before colon", "space before colons", "space before the colon", "spaces before colons", "whitespace before colons",
                "whitespace before a colon", "space before a colon", "콜론 앞 공백", "콜론 앞에 공백", "コロンの前にスペース", "コロンの前の空白",
                "冒号前的空格", "冒号前加空格", "espace avant les deux-points", "leerzeichen vor dem doppelpunkt",
            ],
            // "Colons attach to the left", "콜론: 좌측 붙임": the practice, which says nothing
            // of the space after.
            practicePhrases: [
                "colons attach to the left", "colon attached to the left", "colons hug the left", "colons attach to the name",
                "콜론: 좌측 붙임", "콜론 좌측 붙임", "콜론은 좌측에 붙", "콜론은 왼쪽에 붙", "콜론은 앞에 붙", "コロンは左に詰め", "コロンは前に詰め",
                "冒号前不加空格", "冒号紧跟",
            ],
            replacement: "`name: Type`",
            triggering: ["let title : String"],
            nonTriggering: ["let title: String\nlet count:Int = 0\nlet label = isOn ? \"On\" : \"Off\""],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(ColonSpacingCheck(after: false, scope: placement.paths), placement)] },
            // A one-line snippet's spacing is seldom what a pair of snippets is about
            // ("`AnyView(a) : AnyView(b)` → `@ViewBuilder`" quotes half a conditional).
            tellsExamplesApart: false
        ),
        Concept(
            id: "space-after-colon", area: .formatting, title: "a colon without one space after it",
            phrases: ["missing space after colon", "missing space after colons", "no space after colons", "no space after the colon"],
            practicePhrases: [
                "one space after the colon", "one space after colons", "one space after a colon", "a space after colons", "a space after the colon",
                "a single space after colons", "single space after colons", "콜론 뒤 공백 한 칸", "콜론 뒤에 공백 한 칸", "コロンの後にスペース1つ",
                "コロンの後ろに半角スペース", "冒号后加一个空格", "冒号后加空格",
            ],
            replacement: "`name: Type`",
            triggering: ["let count:Int = 0"],
            nonTriggering: ["let count: Int = 0\nlet title : String\nlet empty: [String: Int] = [:]"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(ColonSpacingCheck(before: false, scope: placement.paths), placement)] },
            // A one-line snippet's spacing is seldom what a pair of snippets is about
            // ("`AnyView(a) : AnyView(b)` → `@ViewBuilder`" quotes half a conditional).
            tellsExamplesApart: false
        ),
        Concept(
            id: "superfluous-else", area: .formatting, title: "an `else` after a branch that returns",
            phrases: [
                "superfluous else", "redundant else", "unnecessary else", "needless else", "else after return", "else after a return",
                "else after an early return", "else after returning", "else after early return", "else after throw",
                "return 후 else", "return 뒤 else", "return 뒤의 else", "return の後の else", "return 后的 else",
                "else superflu", "überflüssiges else", "else superfluo",
            ],
            // "No `else` after a `return`": the keyword as code, beside what ends the branch.
            disfavouredCode: ["else"],
            reachWords: Lexicon.branchExitWords,
            replacement: "the `else` dropped and its body outdented",
            triggering: ["func title(_ user: User?) -> String {\n    if let user {\n        return user.name\n    } else {\n        return \"Guest\"\n    }\n}"],
            nonTriggering: ["func title(_ user: User?) -> String {\n    if let user {\n        return user.name\n    }\n    return \"Guest\"\n}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(SuperfluousElseCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "trailing-comments", area: .formatting, title: "comments after code on the same line",
            phrases: [
                "trailing comments", "trailing comment", "end-of-line comments", "end of line comments", "inline trailing comments",
                "comments at the end of a line", "comments at the end of lines", "comments at the end of the line", "尾随注释", "行尾注释",
                "行末コメント", "行末のコメント", "후행 주석", "줄 끝 주석", "행 끝 주석", "commentaires en fin de ligne",
                "commentaire en fin de ligne", "kommentare am zeilenende", "kommentar am zeilenende", "comentarios al final de la línea",
                "comentarios al final de línea",
            ],
            practicePhrases: ["comments on their own line", "comments on a separate line", "comments on their own lines", "comments above the code"],
            replacement: "the comment on its own line above",
            triggering: ["let retries = 3 // the server allows three"],
            nonTriggering: ["// The server allows three.\nlet retries = 3\n#endif // DEBUG"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(TrailingCommentCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "brace-on-own-line", area: .formatting, title: "opening braces on a line of their own",
            phrases: [
                "allman braces", "allman style", "allman-style braces", "braces on their own line", "brace on its own line",
                "opening brace on its own line", "opening braces on their own line", "opening brace on a new line",
                "opening braces on a new line",
            ],
            // "K&R braces", "opening brace on the same line": the practice.
            practicePhrases: [
                "k&r", "k&r braces", "k&r style", "1tbs", "one true brace style", "opening brace on the same line",
                "opening braces on the same line", "opening brace on same line", "opening braces on same line",
                "braces on the same line", "brace on the same line", "여는 중괄호는 같은 줄", "여는 괄호는 같은 줄", "開き括弧は同じ行",
                "開き波括弧は同じ行", "左大括号不换行", "左花括号不换行", "accolade ouvrante sur la même ligne",
                "öffnende klammer in derselben zeile", "öffnende geschweifte klammer in derselben zeile", "llave de apertura en la misma línea",
            ],
            replacement: "the `{` at the end of the line it opens",
            triggering: ["struct Feed\n{\n    func load()\n    {\n    }\n}"],
            nonTriggering: ["struct Feed {\n    func load() {\n        items.forEach(\n            { print($0) }\n        )\n    }\n}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(OpeningBraceCheck(scope: placement.paths), placement)] }
        ),
        Concept(
            id: "parenthesized-conditions", area: .formatting, title: "parentheses around control-statement conditions",
            phrases: [
                "parentheses around conditions", "parentheses around if conditions", "parentheses around the condition",
                "parentheses around conditionals", "parenthesized conditions", "parenthesised conditions", "parens around conditions",
                "parentheses in conditions", "parentheses in if statements", "parentheses around if statements",
                "c-style parentheses", "조건문 괄호", "조건 괄호", "조건식 괄호", "조건문의 괄호", "条件式の括弧", "条件の括弧", "条件文の括弧",
                "条件括号", "条件语句括号", "条件语句的括号", "条件表达式的括号", "parenthèses autour des conditions",
                "klammern um bedingungen", "paréntesis alrededor de las condiciones", "paréntesis en las condiciones",
            ],
            replacement: "the condition written bare: `if isReady {`",
            triggering: ["func sync() {\n    if (isReady) {\n        start()\n    }\n    guard (token != nil) else { return }\n}"],
            nonTriggering: ["func sync() {\n    if isReady {\n        start()\n    }\n    switch (lhs, rhs) {\n    default: break\n    }\n    if (a || b) && c { stop() }\n}"],
            markers: ["if (", "guard (", "while (", "switch ("],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(ParenthesizedConditionCheck(scope: placement.paths), placement)] }
        ),
    ]
}

extension ConceptCatalogue {
    /// `if let x = x`, `guard var draft = draft`: a binding written so that the shorthand says it.
    @Sendable static func repeatsTheBoundName(_ code: String) -> Bool {
        let words = code.split(separator: " ")
        guard words.count == 5, ["if", "guard", "while"].contains(words[0]), ["let", "var"].contains(words[1]), words[3] == "=" else { return false }
        return words[2] == words[4] && words[2].allSatisfy { $0.isLetterFast || $0.isNumber || $0 == "_" }
    }

    /// The implicit-return check over the bodies `words` name (all of them when none is named).
    /// Whether the prose words say "the end of a line" in one of the lexicon's ways: every word
    /// of a phrase among them, or (for scripts written without spaces) inside one of them.
    static func speaksOfLineEnds(_ words: Set<String>) -> Bool {
        let lowered = Set(words.map { $0.lowercasedFast() })
        if Lexicon.names(oneOf: Lexicon.lineEndWords, among: lowered) { return true }
        return Lexicon.lineEndWords.contains { phrase in
            !phrase.includes(" ") && phrase.unicodeScalars.first.map { $0.value >= 0x1100 } == true && lowered.contains { $0.includes(phrase) }
        }
    }

    static func implicitReturn(_ placement: Placement, words: Set<String>) -> ImplicitReturnCheck {
        let lowered = words.map { $0.lowercasedFast() }
        let named = Lexicon.expressionBodyWords.filter { entry in
            lowered.contains { $0 == entry.word || $0 == entry.word + "s" || (entry.word.unicodeScalars.first!.value >= 0x1100 && $0.includes(entry.word)) }
        }
        let bodies = ImplicitReturnCheck.Body.allCases.filter { body in named.contains { $0.body == body.rawValue } }
        var check = ImplicitReturnCheck(bodies: bodies.isEmpty ? ImplicitReturnCheck.Body.allCases : bodies, scope: placement.paths)
        check.codeScope = placement.codeAllowing
        return check
    }
}

extension ConceptChecks {
    /// A place-only check with the concept's code scope (regions and exempt places) applied.
    static func placed<C: CodeScopedCheck>(_ check: C, _ placement: Placement) -> C {
        var check = check
        check.codeScope = placement.codeAllowing
        return check
    }
}
