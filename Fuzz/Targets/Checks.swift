// Fuzz target: every registered check kind on arbitrary bytes read as a Swift file. Each kind
// runs as the instance its description's examples use (`example`), as the engine runs it
// (`runScoped`, `subject`, `scopedSubject`); tree checks get the lines as paths, change checks
// the file as an added one and as an edit of its first half. A few extra instances reach what
// compiled documents set and the examples leave empty: every region kind of a code scope, a
// closure condition, file conditions, a house member order. Findings must point into the file.
@testable import PreflightChecks
@testable import PreflightModel
@testable import PreflightRepository
@testable import PreflightSwiftSource

/// The instances run on every input, built once.
let fuzzedChecks: [any Check] = {
    var checks: [any Check] = CheckRegistry.kinds.map { $0.example }
    let regions = ["types:View", "members:body,init in View", "calls:ScrollView", "calls:.onAppear", "attributed:State",
                   "previews", "typesNamed:AppRouter", "declarationHeads:func,var", "storedValues", "stateProperties:…ViewModel"].compactMap(CodeRegion.init(text:))
    for region in regions {
        var within = ForbiddenSymbolCheck.example
        within.codeScope = CodeScope(within: [region], outside: [.previews])
        checks.append(within)
        var outside = ForbiddenCallCheck.example
        outside.codeScope = CodeScope(outside: [region], whenFileContains: [SymbolPattern("import")!],
                                      inFilesDeclaring: [TypeSelector(conformance: "View")])
        checks.append(outside)
    }
    var task = ForbiddenCallCheck(shapes: ["Task { … }", ".onAppear { … }"].compactMap(CallShape.init(text:)), inside: TypeSelector(conformance: "View"))
    task.whoseClosureContains = ["await", "self"].compactMap(SymbolPattern.init)
    checks.append(task)
    checks.append(MemberOrderCheck(groups: MemberOrderCheck.defaultGroups(wrappers: ["Environment", "State", "Binding", "ObservedObject", "StateObject"]),
                                   selector: TypeSelector(kinds: ["struct", "class", "enum", "actor"])))
    checks.append(RequiredMemberCheck(required: SymbolPattern("body")!, selector: TypeSelector(conformance: "View")))
    checks.append(RequiredConformanceCheck(protocols: ["Sendable", "Equatable"], selector: TypeSelector(kinds: ["struct", "class"])))
    checks.append(CoChangeCheck(triggerConformances: [], triggerAttribute: nil, requiredSymbol: "Version"))
    return checks
}()

let exampleFiles = CheckRegistry.exampleFiles
let fuzzContext = CheckContext(readFile: { exampleFiles[$0] })

func expectInFile(_ violations: [Violation], lines: Int, _ check: any Check) {
    for violation in violations where violation.line < 1 || violation.line > lines + 1 {
        fatalError("\(check.kind): finding at line \(violation.line) outside the file's \(lines) lines")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChecks(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text = String(decoding: bytes, as: UTF8.self)
    let path = "Sources/Feature/FuzzView.swift"
    let file = SourceFile(path: path, bytes: bytes)
    let lines = max(file.lineCount, 1)
    let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
    let added = ChangeSnapshot.File(path: path, oldPath: nil, status: .added, addedLines: Set(1...lineCount),
                                    removedLines: [], newText: text, oldText: nil)
    let half = String(text.prefix(text.count / 2))
    let edited = ChangeSnapshot.File(path: path, oldPath: nil, status: .modified, addedLines: Set(1...lineCount),
                                     removedLines: Set(1...max(1, half.split(separator: "\n", omittingEmptySubsequences: false).count)),
                                     newText: text, oldText: half)
    let paths = text.split(whereSeparator: \.isNewline).prefix(64).map(String.init)
    let tree = TreeSnapshot(paths: paths + exampleFiles.keys, read: { exampleFiles[$0] })
    for check in fuzzedChecks {
        if let fileCheck = check.asFileCheck {
            expectInFile(fileCheck.run(on: file, context: fuzzContext), lines: lines, check)
            expectInFile(fileCheck.runScoped(on: file, context: fuzzContext), lines: lines, check)
            _ = fileCheck.subject(in: file)
            _ = fileCheck.scopedSubject(in: file)
        } else if let treeCheck = check.asTreeCheck {
            _ = treeCheck.run(on: tree, context: fuzzContext)
            for path in paths.prefix(8) { _ = treeCheck.subject(of: path) }
        } else if let changeCheck = check.asChangeCheck {
            for change in [added, edited] {
                let snapshot = ChangeSnapshot(files: [change], treePaths: [path], read: { _ in nil })
                _ = changeCheck.run(on: snapshot, context: fuzzContext)
                _ = changeCheck.subject(in: snapshot)
            }
        }
    }
    return 0
}
