import Foundation
import PreflightCLI

exit(CommandLineTool.main(Array(CommandLine.arguments.dropFirst())))
