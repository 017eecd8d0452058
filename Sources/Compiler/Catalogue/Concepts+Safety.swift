import PreflightChecks

/// Crashing shortcuts and dead code: force unwraps, `try!`, `as!`, implicitly unwrapped
/// optionals, `fatalError`, commented-out code, swallowed errors, and a `default` that decides an
/// enum's future cases unseen. The crashing ones leave test files alone unless the rule names
/// paths: tests unwrap fixtures and keep `sut!` properties on purpose.
extension ConceptCatalogue {
    static let safety: [Concept] = [
        Concept(
            id: "force-unwrap", area: .safety, title: "force unwraps",
            phrases: ["force unwraps", "force unwrap", "force-unwraps", "force-unwrap", "force unwrapping", "force-unwrapping",
                      "forced unwrapping", "forced unwraps", "force-unwrapped optionals", "강제 언래핑", "강제 언랩핑", "强制解包",
                      "强制拆包", "強制アンラップ", "déballage forcé", "déballages forcés", "erzwungenes entpacken", "desempaquetado forzado",
                      "desenvolvimiento forzado"],
            practicePhrases: ["safe unwrapping", "optional binding", "unwrap safely", "safely unwrap", "unwrapped safely",
                              "handle optionals safely", "unwrap optionals safely", "안전하게 언래핑", "안전하게 언랩핑",
                              "安全にアンラップ", "安全地解包", "安全解包", "déballer en toute sécurité", "sicher entpacken",
                              "desempaquetar de forma segura"],
            objectNouns: ["optional", "optionals", "value", "values", "variable", "variables", "property", "properties", "result",
                          "results", "anything", "them", "it", "things", "code"],
            replacement: "`guard let` / `if let` or `??`",
            triggering: [
                "func url() -> URL {\n    URL(string: \"https://example.com/\" + path)!\n}",
                "func greeting(for user: User?) -> String {\n    user!.firstName\n}",
                "mapView.setRegion(store.region!, animated: true)\nAsyncImage(url: URL(string: profile.avatarPath)!)",
            ],
            nonTriggering: [
                "guard !path.isEmpty, path != \"/\" else { return nil }\nreturn URL(string: \"https://example.com/\" + path)",
                "user?.firstName ?? \"\"\n.accessibilityHidden(!profile.isVisible)\nmapView.setRegion(region, animated: !reduceMotion)",
                "@IBOutlet private weak var totalLabel: UILabel!\nlet data = try? Data(contentsOf: url)\nlet cell = dequeued as? ContactCell",
            ],
            make: ConceptChecks.swift { placement in [ConceptChecks.forceUnwraps(placement.outsideTests)] }
        ),
        Concept(
            id: "force-try", area: .safety, title: "`try!`",
            phrases: ["force try", "force-try", "forced try", "force tries", "forced tries", "강제 try", "强制 try", "強制 try", "try forcé",
                      "erzwungenes try", "try forzado"],
            replacement: "`try` with `do`/`catch`, or `try?` with a fallback",
            triggering: [
                "let data = try! Data(contentsOf: url)\nreturn try! JSONDecoder().decode([Product].self, from: data)",
            ],
            nonTriggering: [
                "let data = try Data(contentsOf: url)\nreturn (try? JSONDecoder().decode([Product].self, from: data)) ?? []\nlet x = !isEmpty",
            ],
            markers: ["try!"],
            make: ConceptChecks.swift { placement in [ConceptChecks.symbols(["try!"], placement.outsideTests)] }
        ),
        Concept(
            id: "force-cast", area: .safety, title: "`as!` casts",
            phrases: ["force casts", "force cast", "force-casts", "force-cast", "forced casts", "forced cast", "force casting",
                      "forced downcasts", "강제 캐스팅", "강제 형변환", "强制类型转换", "强制转换", "強制キャスト", "cast forcé", "casts forcés",
                      "erzwungene casts", "erzwungener cast", "casting forzado", "conversión forzada"],
            replacement: "`as?` with the failure handled",
            triggering: [
                "let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseID, for: indexPath) as! ContactCell",
                "let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]",
            ],
            nonTriggering: [
                "guard let cell = dequeued as? ContactCell else { return dequeued }\nlet view = cell as UIView\nif value is String { log() }",
            ],
            markers: ["as!"],
            make: ConceptChecks.swift { placement in [ConceptChecks.symbols(["as!"], placement.outsideTests)] }
        ),
        Concept(
            id: "implicitly-unwrapped-optionals", area: .safety, title: "implicitly unwrapped optionals",
            phrases: ["implicitly unwrapped optionals", "implicitly unwrapped optional", "implicitly-unwrapped optionals",
                      "implicitly unwrapped types", "iuos", "iuo", "암시적 언래핑", "암시적으로 언래핑된 옵셔널", "암묵적 언래핑", "隐式解包可选",
                      "隐式解包", "暗黙的アンラップ", "暗黙アンラップ", "optionnels implicitement déballés", "implizit entpackte optionals",
                      "opcionales implícitamente desenvueltos"],
            replacement: "a non-optional injected in `init`, or an optional",
            triggering: [
                "final class OrderDetailViewController: UIViewController {\n    @IBOutlet private weak var totalLabel: UILabel!\n    var viewModel: OrderDetailViewModel!\n}",
                "final class PlayerController {\n    var player: AVPlayer!\n}",
            ],
            nonTriggering: [
                "final class SignUpViewController: UIViewController {\n    @IBOutlet private weak var emailField: UITextField!\n"
                    + "    weak var coordinator: SignUpCoordinator?\n    let url = URL(string: raw)!\n}",
            ],
            make: ConceptChecks.swift { placement in [ConceptChecks.implicitlyUnwrapped(placement.outsideTests)] }
        ),
        Concept(
            id: "fatal-error", area: .safety, title: "`fatalError`",
            phrases: ["fatalerror calls", "fatal error calls", "deliberate crashes", "intentional crashes", "crashing on purpose",
                      "의도적인 크래시", "主动崩溃", "意図的なクラッシュ", "plantages volontaires", "absichtliche abstürze"],
            replacement: "`assertionFailure` and a fallback, or a thrown error",
            triggering: ["guard let section = FeedSection(rawValue: index) else {\n    fatalError(\"Unknown section \\(index)\")\n}"],
            nonTriggering: [
                "guard let section = FeedSection(rawValue: index) else {\n    assertionFailure(\"Unknown section \\(index)\")\n    return .posts\n}\n// fatalError is not used",
            ],
            markers: ["fatalError"],
            make: ConceptChecks.swift { placement in [ConceptChecks.symbols(["fatalError"], placement.outsideTests)] }
        ),
        Concept(
            id: "commented-out-code", area: .safety, title: "commented-out code",
            phrases: ["commented-out code", "commented out code", "code in comments", "auskommentierter code",
                      "auskommentierten code", "주석 처리된 코드", "주석 처리한 코드", "注释掉的代码", "被注释的代码", "コメントアウトされたコード",
                      "コメントアウトしたコード", "code commenté", "code mis en commentaire", "código comentado"],
            replacement: "deleting it (version control remembers)",
            triggering: [
                "override func viewDidLoad() {\n    super.viewDidLoad()\n    // tableView.prefetchDataSource = self\n    // let refresh = UIRefreshControl()\n    configureDataSource()\n}",
                "HStack {\n    Text(invoice.number)\n    // Text(invoice.dueDate, style: .date)\n    Spacer()\n}",
            ],
            nonTriggering: [
                "override func viewDidLoad() {\n    super.viewDidLoad()\n    // Prefetching is off: the image pipeline already keeps the next page warm.\n"
                    + "    configureDataSource()\n}\n\n// MARK: - Data source\n/// Loads the next page.\n/// ```\n/// pager.loadNext()\n/// ```",
                "HStack {\n    Text(invoice.number)\n    // Due date is shown in the detail screen only (product decision, 2024-03).\n    Spacer()\n} // HStack",
            ],
            make: ConceptChecks.swift { placement in [ConceptChecks.commentedOutCode(placement)] }
        ),
        Concept(
            id: "comment-markers", area: .safety, title: "work markers (`TODO`, `FIXME`) left in comments",
            // "todos" alone is Spanish for "all": the words name comments too.
            phrases: ["todo comments", "todo comment", "fixme comments", "fixme comment", "hack comments",
                      "todo notes", "fixme notes", "todo markers", "fixme markers", "todo 주석", "todo コメント", "todo 注释"],
            // A bare `TODO` names the concept beside a word for comments ("no `TODO` notes"); a
            // marker written as comments write it (`// FIXME:`) names it wherever it stands.
            disfavouredCode: CommentMarkerCheck.knownMarkers,
            reachWords: Lexicon.commentWords,
            disfavouredForm: CommentMarkerCheck.isCommentForm,
            replacement: "an issue in the tracker",
            triggering: ["func load() {\n    // TODO: page the results\n    fetch()\n}"],
            nonTriggering: ["func load() {\n    // Pages of 50: the server's limit.\n    let todo = Todo()\n}"],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(CommentMarkerCheck(markers: ["TODO", "FIXME"], scope: placement.paths), placement)] },
            makeWritten: { placement, written in
                // "No `FIXME`s" leaves `TODO`s alone; "no todos" names `TODO` in words.
                let named = CommentMarkerCheck.knownMarkers.filter { marker in written.contains { CommentMarkerCheck.markers(in: $0).contains(marker) } }
                guard !named.isEmpty else { return [] }
                return ConceptChecks.swift { placement in [ConceptChecks.placed(CommentMarkerCheck(markers: named, scope: placement.paths), placement)] }(placement)
            }
        ),
        Concept(
            id: "swallowed-errors", area: .safety, title: "errors caught and dropped",
            phrases: [
                "swallow errors", "swallowing errors", "swallowed errors", "swallow the error", "swallow exceptions", "empty catch",
                "empty catch blocks", "empty catch block", "empty `catch`", "silently catch", "catch errors silently", "silently ignore errors",
                "ignore errors silently", "silently swallow", "에러를 삼키", "오류를 삼키", "빈 catch", "エラーを握りつぶ", "空の catch",
                "吞掉错误", "吞掉异常", "空的 catch", "avaler les erreurs", "catch vide", "fehler verschlucken", "leere catch",
                "tragar errores", "catch vacío",
            ],
            // "No empty `catch` blocks", "`catch` 블록을 비워 두지 않는다": the keyword as code
            // beside a word of emptiness.
            disfavouredCode: ["catch", "catch {}", "catch { }"],
            reachWords: Lexicon.emptyWords,
            replacement: "logging the error, reporting it, or rethrowing it",
            triggering: ["do {\n    try store.save()\n} catch {}", "do { try cache.clear() } catch {\n    // nothing to do\n}"],
            nonTriggering: ["do {\n    try store.save()\n} catch {\n    logger.error(\"save failed: \\(error)\")\n}\nlet saved = try? store.load()"],
            markers: ["catch"],
            make: ConceptChecks.swift { placement in
                // A test expecting a throw catches it and does nothing, on purpose.
                let placed = placement.outsideTests
                return [ConceptChecks.placed(EmptyCatchCheck(scope: placed.paths), placed)]
            }
        ),
        Concept(
            id: "default-in-enum-switch", area: .safety, title: "`default` in a `switch` over an enum",
            phrases: [
                "default case in switch", "default cases in switch", "default case in a switch", "default cases in switches",
                "default case in switches", "default in switch statements", "default in a switch statement", "default branch in switch",
                "default branches in switch", "default branch in a switch", "default clause in switch", "default clauses in switch",
                "switch문의 default", "switch 문의 default", "switch 文の default", "switch 语句中的 default",
            ],
            // "Keep switches exhaustive", "handle every enum case explicitly": what such a
            // practice excludes is a `default` standing for cases.
            practicePhrases: [
                "exhaustive switch", "exhaustive switches", "exhaustive switch statements", "switches exhaustive", "switch exhaustively",
                "handle every enum case explicitly", "handle all enum cases explicitly", "list every enum case",
                "網羅的な switch", "穷尽的 switch", "switch exhaustif", "switch exhaustivo",
            ],
            // "열거형 `switch` 에는 `default` 를 두지 않는다", "never `default:` in an enum switch":
            // a ban of `default` that speaks of switches or enums.
            disfavouredCode: ["default", "default:"],
            reachWords: Lexicon.switchWords,
            replacement: "a `case` for each remaining case",
            triggering: [
                "enum Tab {\n    case home, search, profile\n}\nfunc title(_ tab: Tab) -> String {\n    switch tab {\n"
                    + "    case .home: return \"Home\"\n    default: return \"More\"\n    }\n}",
            ],
            nonTriggering: [
                "enum Tab {\n    case home, search, profile\n}\nfunc title(_ tab: Tab) -> String {\n    switch tab {\n"
                    + "    case .home: return \"Home\"\n    case .search, .profile: return \"More\"\n    }\n}\n"
                    + "func label(_ code: Int) -> String {\n    switch code {\n    case 404: return \"Missing\"\n    default: return \"Error\"\n    }\n}",
            ],
            make: ConceptChecks.swift { placement in [ConceptChecks.placed(EnumSwitchDefaultCheck(scope: placement.paths), placement)] }
        ),
    ]
}
