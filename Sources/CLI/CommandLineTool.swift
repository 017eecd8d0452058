import Foundation
import PreflightEngine
import PreflightModel
import PreflightReport
import PreflightRepository
import PreflightValidate

/// One subcommand: its usage line, its options and what it does. Commands live one per file
/// (`…Command.swift`) and are listed in `CommandLineTool.commands`.
package struct Command {
    package var name: String
    var synopsis: String
    package var summary: String
    var positionals: ClosedRange<Int>
    package var options: [OptionSpec]
    package var run: (ParsedArguments, Console) throws -> Int32
    /// What the positional arguments are, as the usage line names them (`SKILL`, `PATH`).
    var positionalName: String = "PATH"
}

public enum CommandLineTool {
    package static var commands: [Command] {
        [CompileCommand.command, AuditCommand.command, ReviewCommand.command, ChecklistCommand.command,
         ValidateCommand.command, RulesCommand.command, ExplainCommand.command, ParseCommand.command]
    }

    public static func main(_ arguments: [String]) -> Int32 {
        // A closed pipe is a write error like any other (exit 2 with a message), not a signal.
        signal(SIGPIPE, SIG_IGN)
        // A file-size limit (`ulimit -f`) makes write(2) fail with EFBIG, reported like any write
        // error (and the temporary file removed), instead of killing the run halfway.
        signal(SIGXFSZ, SIG_IGN)
        let console = Console.standard
        let code = run(arguments, console: console)
        if let failure = console.streamFailure() {
            // stderr may be the stream that failed; the exit code says it either way.
            console.err("error: cannot write to \(failure)\n")
            return 2
        }
        return code
    }

    /// The whole CLI as a function, so tests drive it in-process.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.err(overview)
            return 2
        }
        switch first {
        case "--help", "-h":
            console.out(overview)
            return 0
        case "--version", "-V", "version":
            console.out("preflight \(Preflight.version)\n")
            return 0
        case "help":
            return help(Array(arguments.dropFirst()), console: console)
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            console.err("error: unknown command '\(first)'\(suggestion(for: first))\n\n\(overview)")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.out(help(for: command))
            return 0
        }
        do {
            let parsed = try ArgumentParser.parse(rest, options: command.options, command: command.name,
                                                  positionalRange: command.positionals, positionalName: command.positionalName)
            PhaseClock.shared.mark("main")
            let status = try command.run(parsed, console)
            PhaseClock.shared.mark("done")
            if PhaseClock.shared.enabled { console.err(PhaseClock.shared.summary()) }
            return status
        } catch let error as UsageError {
            console.err("error: \(error.message)\nusage: \(command.synopsis)\nSee 'preflight help \(command.name)'.\n")
            return 2
        } catch var error as PreflightError {
            // A CI log shows the file as the user would type it, not the runner's absolute path.
            if let file = error.file { error.file = Self.shown(file, from: console.currentDirectory) }
            // Messages quote the inputs (a key, a path): no raw control character reaches the terminal.
            console.err("error: \(error.description.displaySafe)\n")
            return 2
        } catch {
            console.err("error: \(String(describing: error).displaySafe)\n")
            return 2
        }
    }

    /// `preflight help [COMMAND]`, as `git help` and `swiftlint help` answer it.
    static func help(_ arguments: [String], console: Console) -> Int32 {
        guard arguments.count <= 1 else {
            console.err("error: 'help' takes at most one command name\nusage: \(helpSynopsis)\n")
            return 2
        }
        guard let name = arguments.first else {
            console.out(overview)
            return 0
        }
        if name == "help" {
            console.out("usage: \(helpSynopsis)\n\nShow the list of commands, or the usage and options of COMMAND "
                        + "(the same as 'preflight COMMAND --help').\n")
            return 0
        }
        if name == "version" {
            console.out("usage: preflight version\n\nPrint the version (also --version, -V).\n")
            return 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            console.err("error: unknown command '\(name)'\(suggestion(for: name))\n\n\(overview)")
            return 2
        }
        console.out(help(for: command))
        return 0
    }

    static let helpSynopsis = "preflight help [COMMAND]"

    /// " (did you mean 'audit'?)" for a misspelt command name, else "".
    static func suggestion(for name: String) -> String {
        let names = commands.map(\.name) + ["help", "version"]
        return ArgumentParser.closest(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
    }

    static var overview: String {
        var text = """
        preflight \(Preflight.version): checks a repository against the conventions its skill documents state.

        usage: preflight COMMAND [ARGUMENTS] [OPTIONS]

        commands:

        """
        for command in commands {
            text += "  \(command.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(command.summary)\n"
        }
        text += """

          --help, -h      show this help (or 'preflight help COMMAND', 'preflight COMMAND --help')
          --version, -V   print the version (also 'preflight version')

        exit codes: 0 every decided item passed, 1 an item failed, 2 the command could not run.

        """
        return text
    }

    package static func help(for command: Command) -> String {
        var text = "usage: \(command.synopsis)\n\n\(command.summary)\n\noptions:\n"
        for option in command.options {
            let head = option.valueName.map { "\(option.name) \($0)" } ?? option.name
            text += "  \(head.padding(toLength: 24, withPad: " ", startingAt: 0))\(option.help)\n"
        }
        return text
    }

    /// A file of the repository the run started in, relative to `directory` (`.preflight.yml`,
    /// `../.preflight.yml`): the runner's absolute folders never reach a CI log. A path outside
    /// the repository is shown as given (the user named it so).
    static func shown(_ path: String, from directory: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let here = ReadBoundary.resolved(directory)
        guard let repository = RepositoryRoot.find(here), ReadBoundary.contains(repository.path, ReadBoundary.resolved(path)) else {
            return path
        }
        for base in [directory, here] {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if path.hasPrefix(prefix), path.count > prefix.count { return String(path.dropFirst(prefix.count)) }
        }
        let target = ReadBoundary.resolved(path).split(separator: "/")
        let from = here.split(separator: "/")
        let common = zip(target, from).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + target.dropFirst(common).map(String.init)).joined(separator: "/")
    }
}
