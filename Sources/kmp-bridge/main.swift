import Foundation
import KMPBridgeGenerator

// The `kmp-bridge` command: argument parsing and printing only; everything else is
// KMPBridgeGenerator. Exit codes: 0 success, 1 problems in the inputs (Kotlin errors, stale
// output for `check`, files that cannot be read or written), 2 a usage error (unknown command or
// option, bad value, invalid configuration).

let terminal = Terminal()
let status = CommandRunner(terminal: terminal).run(Array(CommandLine.arguments.dropFirst()))
exit(status)
