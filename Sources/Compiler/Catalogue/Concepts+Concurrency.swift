import PreflightChecks

/// GCD, main-queue hops, Combine, locks, semaphores, completion handlers, detached tasks,
/// networking, and the concurrency words conditions use ("in code that uses async/await").
extension ConceptCatalogue {
    static let concurrency: [Concept] = [
        Concept(
            id: "gcd", area: .concurrency, title: "Grand Central Dispatch",
            phrases: ["gcd", "grand central dispatch", "dispatch queues", "dispatch queue", "libdispatch", "디스패치 큐", "调度队列",
                      "ディスパッチキュー", "dispatch-queues", "colas de dispatch"],
            replacement: "Swift concurrency (`async`/`await`, tasks, actors)",
            triggering: [
                """
                final class ThumbnailLoader {
                    func load(_ url: URL, completion: @escaping (UIImage?) -> Void) {
                        DispatchQueue.global(qos: .userInitiated).async {
                            completion(try? UIImage(data: Data(contentsOf: url)))
                        }
                    }
                }
                """,
                """
                func refreshAll(_ feeds: [Feed]) {
                    let group = DispatchGroup()
                    for feed in feeds {
                        group.enter()
                        feed.refresh { group.leave() }
                    }
                    group.notify(queue: .main) { reload() }
                }
                """,
                "let work = DispatchWorkItem { save() }\nqueue.asyncAfter(deadline: .now() + 0.3, execute: work)",
            ],
            nonTriggering: [
                """
                func refreshAll(_ feeds: [Feed]) async {
                    await withTaskGroup(of: Void.self) { group in
                        for feed in feeds { group.addTask { await feed.refresh() } }
                    }
                }
                """,
                "// DispatchQueue is not used here any more.\nlet label = \"DispatchQueue.main\"\nlet queue = OperationQueue()\nqueue.maxConcurrentOperationCount = 1",
            ],
            markers: ["DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem"],
            make: ConceptChecks.swift { placement in
                [ConceptChecks.symbols(["DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "DispatchSource"], placement)]
            }
        ),
        Concept(
            id: "main-queue-dispatch", area: .concurrency, title: "hops to the main queue",
            phrases: ["main queue dispatch", "dispatch to the main queue", "dispatching to the main queue", "main-queue hops",
                      "hops to the main queue", "메인 큐 디스패치", "主队列派发", "メインキューへのディスパッチ"],
            replacement: "`@MainActor`",
            triggering: [
                """
                func receive(_ message: Message) {
                    DispatchQueue.main.async {
                        self.messages.append(message)
                    }
                }
                """,
                "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.hideBanner() }",
            ],
            nonTriggering: [
                "@MainActor\nfunc receive(_ message: Message) {\n    messages.append(message)\n}",
                "Task { @MainActor in\n    self.hideBanner()\n}\nDispatchQueue.global().async { work() }",
            ],
            markers: ["DispatchQueue.main"],
            make: ConceptChecks.swift { placement in [ConceptChecks.symbols(["DispatchQueue.main.async", "DispatchQueue.main.asyncAfter", "DispatchQueue.main.sync"], placement)] }
        ),
        Concept(
            id: "combine", area: .concurrency, title: "Combine publishers and subscriptions",
            phrases: ["combine publishers", "combine pipelines", "combine streams", "combine subscriptions", "combine framework",
                      "combine operators", "컴바인", "コンバイン"],
            replacement: "`AsyncStream` / `AsyncSequence` and `@Observable`",
            triggering: [
                """
                import Combine

                final class SearchModel {
                    let query = PassthroughSubject<String, Never>()
                    private var cancellables = Set<AnyCancellable>()
                }
                """,
                "func observe() {\n    service.updates\n        .receive(on: RunLoop.main)\n        .sink { [weak self] in self?.apply($0) }\n        .store(in: &bag)\n}",
                "var results: AnyPublisher<[Item], Error> { subject.eraseToAnyPublisher() }\nlet state = CurrentValueSubject<Int, Never>(0)",
            ],
            nonTriggering: [
                """
                final class SearchModel {
                    let queries: AsyncStream<String>
                    func observe() async {
                        for await query in queries { await search(query) }
                    }
                }
                """,
                "// Combine used to live here (AnyPublisher, sink).\nlet kitchenSink = Sink()\nlet combined = first.combine(second)",
            ],
            markers: ["import Combine", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", ".sink"],
            make: ConceptChecks.swift { placement in
                [ConceptChecks.imports(["Combine"], placement),
                 ConceptChecks.symbols(["AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", ".sink",
                                        ".eraseToAnyPublisher"], placement)]
            }
        ),
        Concept(
            id: "locks", area: .concurrency, title: "locks and mutexes",
            phrases: ["explicit locks", "manual locks", "manual locking", "lock-based synchronization", "lock-based synchronisation",
                      "mutex", "mutexes", "nslocks", "互斥锁", "ミューテックス", "排他ロック", "verrous explicites", "mutexe",
                      "bloqueos explícitos"],
            replacement: "an `actor`",
            triggering: [
                """
                final class TokenStore {
                    private let lock = NSLock()
                    private var token: String?
                    func set(_ value: String) { lock.lock(); token = value; lock.unlock() }
                }
                """,
                "var spin = os_unfair_lock()\nlet recursive = NSRecursiveLock()",
                "let counter = OSAllocatedUnfairLock(initialState: 0)",
            ],
            nonTriggering: [
                "actor TokenStore {\n    private var token: String?\n    func set(_ value: String) { token = value }\n}",
                "// Replaced the NSLock with an actor.\nlet lockIcon = Image(systemName: \"lock\")\nscreen.lock()",
            ],
            markers: ["NSLock", "NSRecursiveLock", "os_unfair_lock", "OSAllocatedUnfairLock"],
            make: ConceptChecks.swift { placement in
                [ConceptChecks.symbols(["NSLock", "NSRecursiveLock", "NSConditionLock", "NSCondition", "os_unfair_lock", "OSAllocatedUnfairLock",
                                        "pthread_mutex_t", "pthread_mutex_lock", "objc_sync_enter"], placement)]
            }
        ),
        Concept(
            id: "semaphores", area: .concurrency, title: "semaphores",
            phrases: ["semaphores", "semaphore", "dispatch semaphores", "dispatch semaphore", "세마포어", "信号量", "セマフォ", "sémaphores",
                      "sémaphore", "semaphoren"],
            replacement: "an `async` caller that `await`s the result",
            triggering: [
                """
                func fetchSync() -> Data? {
                    let semaphore = DispatchSemaphore(value: 0)
                    var result: Data?
                    client.fetch { result = $0; semaphore.signal() }
                    semaphore.wait()
                    return result
                }
                """,
            ],
            nonTriggering: [
                "func fetch() async throws -> Data {\n    try await client.fetch()\n}",
                "// a DispatchSemaphore used to block here\nlet semaphoreCount = 2",
            ],
            markers: ["DispatchSemaphore"],
            make: ConceptChecks.swift { placement in [ConceptChecks.symbols(["DispatchSemaphore"], placement)] }
        ),
        Concept(
            id: "completion-handlers", area: .concurrency, title: "completion handlers",
            phrases: ["completion handlers", "completion handler", "completion-handler", "completion-handlers", "completion blocks",
                      "completion closures", "callback-based apis", "callback-based concurrency", "callback-based patterns",
                      "callback-based concurrency patterns", "callback-based code", "callback-style apis", "완료 핸들러", "컴플리션 핸들러", "完成回调", "完了ハンドラ",
                      "コンプリーションハンドラ", "gestionnaires de complétion", "manejadores de finalización"],
            // "Use `async`/`await` for asynchronous work": the code of the practice that replaces
            // completion handlers, when the statement speaks of asynchronous work in general.
            practiceCode: ["async", "await", "async/await"],
            practiceCodeNeeds: ["asynchronous", "async operation", "async work", "async code", "concurrency", "비동기", "非同期", "异步",
                                "asynchrone", "asíncron"],
            replacement: "`async` functions called with `await`",
            triggering: [
                "func loadProfile(id: User.ID, completion: @escaping (Result<Profile, Error>) -> Void) {\n    api.get(id, completion: completion)\n}",
                "func export(_ file: URL, completionHandler: @escaping (Error?) -> Void) {}",
                "init(store: Store, _ completion: @escaping () -> Void) {}\nfunc save(completion: ((Bool) -> Void)? = nil) {}",
            ],
            nonTriggering: [
                "func loadProfile(id: User.ID) async throws -> Profile {\n    try await api.get(id)\n}",
                "legacyAPI.load(completion: { result in handle(result) })\nlet completion = 0.8\nfunc onTap(_ action: @escaping () -> Void) {}",
                "func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,\n"
                    + "                newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {}\n"
                    + "override func viewWillTransition(to size: CGSize, with coordinator: Coordinator, completion: @escaping () -> Void) {}",
            ],
            markers: ["completion: @escaping", "completionHandler: @escaping"],
            make: ConceptChecks.swift { placement in
                // A delegate method or an override keeps the completion handler its framework
                // gives it: that signature is not the team's to change.
                [ConceptChecks.symbols(["completion: @escaping", "completionHandler: @escaping", "completionBlock: @escaping",
                                        "completion: ((", "completionHandler: (("], placement, outside: [.frameworkCallbacks])]
            }
        ),
        Concept(
            id: "task-detached", area: .concurrency, title: "detached tasks",
            phrases: ["detached tasks", "detached task", "task.detached", "분리된 태스크", "分离任务", "デタッチされたタスク", "tâches détachées",
                      "tâche détachée", "losgelöste tasks", "tareas desacopladas"],
            replacement: "`Task { }`, which keeps the caller's actor and priority",
            triggering: ["func refresh() {\n    Task.detached(priority: .background) {\n        await self.sync()\n    }\n}"],
            nonTriggering: ["func refresh() {\n    Task(priority: .background) {\n        await sync()\n    }\n}\nlet isDetached = task.isDetached"],
            markers: ["Task.detached"],
            make: ConceptChecks.swift { placement in [ConceptChecks.symbols(["Task.detached"], placement)] }
        ),
        Concept(
            id: "async-await", area: .concurrency, title: "async/await",
            phrases: ["async/await", "async-await", "async await", "swift concurrency", "structured concurrency", "스위프트 동시성", "结构化并发",
                      "構造化並行性", "concurrence structurée", "strukturierte nebenläufigkeit", "concurrencia estructurada"],
            requirementForbids: "completion-handlers",
            replacement: nil,
            triggering: ["func load() async throws -> [Item] {\n    try await api.items()\n}"],
            nonTriggering: ["func load(completion: (Result<[Item], Error>) -> Void) {\n    api.items(completion: completion)\n}\n// await the result"],
            markers: ["await", "async"],
            make: ConceptChecks.swift { placement in [ConceptChecks.symbols(["async", "await"], placement)] }
        ),
        Concept(
            id: "async-work", area: .concurrency, title: "asynchronous work",
            phrases: ["async work", "asynchronous work", "async tasks", "asynchronous tasks", "비동기 작업", "异步任务", "异步工作", "非同期処理",
                      "travail asynchrone", "tâches asynchrones", "asynchrone arbeit", "trabajo asíncrono", "tareas asíncronas"],
            replacement: "`.task { }`",
            triggering: [
                "init(model: Model) {\n    self.model = model\n    Task { await model.load() }\n}",
                "func viewDidLoad() {\n    super.viewDidLoad()\n    Task(priority: .high) {\n        await reload()\n    }\n}",
            ],
            nonTriggering: ["init(model: Model) {\n    self.model = model\n    model.prepare()\n}\nlet task: Task<Void, Never>? = nil"],
            markers: ["Task", "await"],
            make: ConceptChecks.swift { placement in [ConceptChecks.calls(["Task { }"], placement), ConceptChecks.symbols(["await"], placement)] }
        ),
        Concept(
            id: "networking", area: .concurrency, title: "networking",
            phrases: ["networking code", "network code", "network calls", "network call", "network requests", "network request", "http requests", "api calls",
                      "네트워크 호출", "네트워크 요청", "网络请求", "ネットワーク通信", "ネットワークリクエスト", "appels réseau", "requêtes réseau",
                      "netzwerkaufrufe", "netzwerkanfragen", "llamadas de red", "peticiones de red"],
            replacement: "a client or repository injected into the type",
            triggering: [
                "func load() async throws {\n    let (data, _) = try await URLSession.shared.data(from: url)\n    items = try decoder.decode([Item].self, from: data)\n}",
                "var request = URLRequest(url: endpoint)\nrequest.httpMethod = \"POST\"",
                "AF.request(endpoint).responseDecodable(of: [Item].self) { self.items = $0.value ?? [] }",
            ],
            nonTriggering: [
                "func load() async throws {\n    items = try await client.items()\n}\nlet url = URL(string: \"https://example.com\")",
                "// URLSession lives in APIClient\nlet sessionID = UUID()",
            ],
            markers: ["URLSession", "URLRequest", "AF.request"],
            make: ConceptChecks.swift { placement in
                [ConceptChecks.symbols(["URLSession", "URLRequest", "AF.request", "AF.download", "AF.upload"], placement)]
            }
        ),
        Concept(
            id: "concurrency-checking-opt-outs", area: .concurrency, title: "silenced concurrency diagnostics",
            phrases: ["concurrency warnings", "concurrency warning", "concurrency diagnostics", "concurrency errors", "sendable warnings",
                      "sendability warnings", "strict concurrency warnings", "data race warnings", "동시성 경고", "동시성 검사 경고",
                      "并发警告", "并发检查警告", "並行性の警告", "並行処理の警告", "concurrency-warnungen", "avertissements de concurrence",
                      "advertencias de concurrencia"],
            replacement: "an actor, a `Sendable` value type or `@MainActor` isolation that the compiler can check",
            triggering: [
                "final class SessionStore: @unchecked Sendable {\n    var token: String?\n}",
                "nonisolated(unsafe) var sharedCache: [String: Data] = [:]",
                "@preconcurrency import LegacyKit\n\nstruct Loader {\n    let client: LegacyClient\n}",
            ],
            nonTriggering: [
                "// an actor, so no @unchecked Sendable is needed\nactor SessionStore {\n    var token: String?\n}",
                "struct Settings: Sendable {\n    let theme: String\n}\nlet note = \"nonisolated(unsafe) is not used\"",
            ],
            markers: optOuts,
            make: ConceptChecks.swift { placement in [ConceptChecks.symbols(optOuts, placement)] }
        ),
    ]

    /// The code that silences the compiler's concurrency checking: both what a file using it
    /// holds and what the concept forbids.
    static let optOuts = ["@unchecked Sendable", "nonisolated(unsafe)", "@preconcurrency"]
}
