import Foundation
import Testing
@testable import PreflightChange
@testable import PreflightModel

/// The runner on real programs: output on both pipes at once, input, exit status, a program
/// that is missing, a consumer that stops early, and the folder it runs in.
@Suite struct ProcessRunnerTests {
    let shell = ProcessRunner.locate("sh")!

    @Test func collectsBothPipesEvenWhenEachOverflowsItsBuffer() throws {
        // 200 KB on each pipe: read one after the other, the program would block on the second.
        let script = "i=0; while [ $i -lt 2000 ]; do printf '%0100d\\n' $i; printf '%0100d\\n' $i >&2; i=$((i+1)); done; exit 3"
        let result = try ProcessRunner.run(shell, ["-c", script])
        #expect(result.status == 3)
        #expect(result.stdout.count == 202_000)
        #expect(result.stderr.count == 202_000)
    }

    @Test func inputEnvironmentAndFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProcessRunner.run(shell, ["-c", "cat; echo \"$GREETING\"; pwd"], directory: folder,
                                           environment: ["GREETING": "hello", "PATH": "/usr/bin:/bin"], input: Data("from stdin\n".utf8))
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "from stdin")
        #expect(lines.dropFirst().first == "hello")
        #expect(lines.last.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
            == folder.resolvingSymlinksInPath().path)
    }

    @Test("input of any size arrives whole, by pipe when small and by file when large",
          arguments: [0, 1, 8192, 8193, 300_000])
    func inputOfAnySizeArrivesWhole(size: Int) throws {
        let input = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let result = try ProcessRunner.run(shell, ["-c", "cat"], input: input)
        #expect(result.status == 0)
        #expect(result.stdout == input)
        let (status, _, streamed) = try ProcessRunner.stream(shell, ["-c", "cat"], input: input) { descriptor -> Int in
            var total = 0
            var buffer = [UInt8](repeating: 0, count: 4096)
            while case let n = read(descriptor, &buffer, buffer.count), n > 0 { total += n }
            return total
        }
        #expect(status == 0)
        #expect(streamed == size)
    }

    @Test func aProgramThatIgnoresItsInputStillEnds() throws {
        for size in [100, 300_000] {
            let result = try ProcessRunner.run(shell, ["-c", "echo done"], input: Data(repeating: 65, count: size))
            #expect(result.status == 0)
            #expect(result.stdoutText == "done\n")
        }
    }

    @Test func aPipeIsPrefilledOnlyWhenTheInputFitsAtOnce() throws {
        let small = try #require(SpawnedProcess.prefilledPipe(Data("abc".utf8)))
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(read(small, &buffer, 8) == 3)
        #expect(read(small, &buffer, 8) == 0)   // the write end is closed: end of input
        close(small)
        #expect(SpawnedProcess.prefilledPipe(Data(count: 8193)) == nil)
    }

    @Test func aProgramThatCannotStartIsAnError() {
        #expect(throws: PreflightError.self) {
            try ProcessRunner.run(URL(fileURLWithPath: "/nonexistent/program"), [])
        }
    }

    @Test func aConsumerThatStopsEarlyEndsTheProgram() throws {
        struct Enough: Error {}
        let started = Date()
        #expect(throws: Enough.self) {
            // `yes` writes forever: only the runner ending it lets this return.
            _ = try ProcessRunner.stream(shell, ["-c", "exec yes"]) { descriptor -> Int in
                var byte: UInt8 = 0
                _ = read(descriptor, &byte, 1)
                throw Enough()
            }
        }
        #expect(Date().timeIntervalSince(started) < 30)
        let (status, stderr, count) = try ProcessRunner.stream(shell, ["-c", "printf abc; echo warn >&2; exit 2"]) { descriptor -> Int in
            var total = 0
            var buffer = [UInt8](repeating: 0, count: 16)
            while case let n = read(descriptor, &buffer, 16), n > 0 { total += n }
            return total
        }
        #expect(status == 2)
        #expect(count == 3)
        #expect(String(decoding: stderr, as: UTF8.self) == "warn\n")
    }
}
