import PreflightChecks

/// Console output instead of the unified logging system (`Logger`); tests may print.
extension ConceptCatalogue {
    /// The concept of one console call named as code (`print`): a ban of it is the
    /// concept's, so tests keep their output as they do under "no print statements".
    static func consoleOutput(named name: String) -> Concept? {
        logging.first { $0.markers == [name] }
    }

    static let logging: [Concept] = [
        Concept(
            id: "print-statements", area: .logging, title: "`print` statements",
            phrases: ["print statements", "print statement", "print calls", "print debugging", "debug prints", "stray prints",
                      "print 문", "print문", "print 语句", "print 文", "print文", "instructions print", "print-anweisungen", "print-ausgaben",
                      "sentencias print"],
            replacement: "a `Logger` (`import os`)",
            triggering: [
                "func submit(_ order: Order) async throws {\n    print(\"Submitting order \\(order.id)\")\n    try await api.submit(order)\n}",
                "AddressFields(address: $address)\n    .onSubmit { print(address) }",
                "debugPrint(response)\ndump(cart)",
            ],
            nonTriggering: [
                "logger.info(\"Submitting order \\(order.id, privacy: .public)\")\nprinter.print(document)\n// print(\"debug\")",
                "let printable = receipt.print\nfunc print(to printer: Printer) {}\nlet text = \"print(x)\"",
            ],
            markers: ["print"],
            make: ConceptChecks.swift { placement in [ConceptChecks.calls(["print()", "debugPrint()", "dump()"], placement.outsideTests)] }
        ),
        Concept(
            id: "nslog", area: .logging, title: "`NSLog`",
            phrases: ["nslog calls", "nslog statements", "nslog output"],
            replacement: "a `Logger` (`import os`)",
            triggering: ["NSLog(\"Sync finished with %d items\", items.count)"],
            nonTriggering: ["logger.notice(\"Sync finished with \\(items.count) items\")\n// NSLog(\"old\") was removed"],
            markers: ["NSLog"],
            make: ConceptChecks.swift { placement in [ConceptChecks.calls(["NSLog()"], placement.outsideTests)] }
        ),
        Concept(
            id: "console-logging", area: .logging, title: "console output (`print`, `debugPrint`, `dump`, `NSLog`)",
            phrases: ["console logging", "console output", "console logs", "logging to the console", "stdout logging",
                      "콘솔 출력", "콘솔 로그", "控制台输出", "控制台日志", "コンソール出力", "sortie console", "konsolenausgaben",
                      "konsolenausgabe", "salida por consola"],
            practicePhrases: ["unified logging", "structured logging", "os logging", "os_log logging"],
            replacement: "a `Logger` (`import os`)",
            triggering: ["print(\"cart: \\(cart)\")\nNSLog(\"Sync finished\")\ndebugPrint(response)"],
            nonTriggering: ["private let logger = Logger(subsystem: \"com.example.app\", category: \"cart\")\nlogger.debug(\"cart updated\")"],
            markers: ["print", "NSLog"],
            make: ConceptChecks.swift { placement in [ConceptChecks.calls(["print()", "debugPrint()", "dump()", "NSLog()"], placement.outsideTests)] }
        ),
    ]
}
