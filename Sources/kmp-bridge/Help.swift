/// The `--help` texts.
enum Help {
  static let overview = """
    OVERVIEW: Generate the Swift glue for a Kotlin Multiplatform module: exhaustive enums for
    sealed classes, enum mirrors, typealiases that restore nested type paths, typed flow
    adapters and reactor adapters, for Kotlin's Objective-C export or its Swift export.

    USAGE: kmp-bridge <command> [options]

    COMMANDS:
      generate    Write the generated Swift files (only those whose bytes change)
      check       Exit 1 and list what is stale, without writing (for CI)
      stubs       Write Swift declarations of the predicted export, to type-check on Linux
      dump        Print the declarations the parser reads from Kotlin files
      kotlin-support
                  Write KMPBridgeFlows.kt into the shared module, so that cancelling a
                  collection in Swift cancels it in Kotlin at once (objc)

    OPTIONS:
      -h, --help  Show help (also 'kmp-bridge <command> --help')
      --version   Show the version

    EXIT STATUS:
      0  success
      1  problems in the inputs: Kotlin errors, stale output (check), unreadable or unwritable files
      2  usage errors: unknown command or option, bad value, a configuration file that
         is missing or invalid
    """

  static let configuration = """
    CONFIGURATION:
      --config <file>            kmp-bridge.json to read (default: ./kmp-bridge.json, if present)
      --source-set <directory>   A Kotlin source directory; repeat in source-set order
                                 (commonMain first). Replaces the file's sourceSets.
      --framework <name>         Framework base name (objc) or Swift module name (swift-export)
      --mode <objc|swift-export> Export mode (default: objc)
      --kotlin-version <x.y.z>   Kotlin version the framework is built with (default: 2.4.0)
      --header <file>            Real framework header; its names override predictions (objc)
      --output <directory>       Where generated files go
      --include <pattern>        Generate for matching declarations only (repeatable):
                                 com.example.**, **.internal.**, com.example.*Reactor
      --exclude <pattern>        Skip matching declarations (repeatable)
      --flatten-package <name>   The package Swift export flattens (swift-export)
      --binary-option <n>=<bool> A Kotlin/Native binary option the framework is built with
                                 that changes Swift names (objc, repeatable):
                                 objcExportIgnoreInterfaceMethodCollisions,
                                 objcExportDisableSwiftMemberNameMangling
      --quiet                    Print nothing but problems
      --every-file               Write an output for every Kotlin file, even an empty one (so
                                 that outputs follow from inputs alone; the build plugin uses it)
    Flags override the values of the configuration file.
    """

  static func command(_ name: String) -> String? {
    switch name {
    case "generate":
      return """
        OVERVIEW: Generate the Swift glue for a Kotlin module.

        USAGE: kmp-bridge generate [options]

        Reads every .kt file of the source sets, predicts how the module appears in Swift, and
        writes one Swift file per Kotlin file that needs glue, plus KMPBridgeSupport.swift.
        Files are written atomically and only when their bytes change; outputs of earlier runs
        that no longer have a source are removed. When no input changed since the last run
        (content hashes in .kmp-bridge-manifest.json), nothing is parsed; after an edit, only
        the changed files are read and parsed (the rest come from .kmp-bridge-parse-cache);
        when they still declare what they did (only bodies, comments or literal values
        changed), the glue on disk is kept. Every run reports the module's warnings, one that
        finds nothing to do included, at their current positions.
        Kotlin errors are printed as path:line:column: error: … and stop the run before
        anything is written.

        \(configuration)
        """
    case "check":
      return """
        OVERVIEW: Check that the generated glue is up to date (for CI).

        USAGE: kmp-bridge check [options]

        Generates in memory and compares with the output directory. Exits 0 when nothing would
        change, 1 listing every stale or orphaned file otherwise. Writes nothing.

        \(configuration)
        """
    case "stubs":
      return """
        OVERVIEW: Write Swift declarations of the module's predicted export.

        USAGE: kmp-bridge stubs [options]

        Writes <output>/<framework>Stubs.swift: the classes, protocols, enums and members the
        Kotlin framework will show to Swift in the chosen mode, with trapping bodies, so that
        generated glue and app code can be type-checked on a machine without Kotlin/Native.

        \(configuration)
        """
    case "dump":
      return """
        OVERVIEW: Print the declarations the parser reads from Kotlin files.

        USAGE: kmp-bridge dump <file.kt>...

        One line per declaration with its source range, then the file's diagnostics. Exits 1
        when a file has errors or cannot be read.
        """
    case "kotlin-support":
      return """
        OVERVIEW: Write the Kotlin file that lets Swift cancel a flow's collection at once.

        USAGE: kmp-bridge kotlin-support --output <directory> [--package <name>] [--check]
                                         [--quiet]

        The Objective-C export shows a flow's collect only as a suspend call, which Swift
        cannot cancel: a collection Swift stops ends in Kotlin at the flow's next value, and a
        state flow that does not change again keeps its collector. This writes
        KMPBridgeFlows.kt into the shared module, in its package's folder under the source
        directory; run 'kmp-bridge generate' after it: the glue then collects through it, and
        cancelling in Swift cancels the Kotlin coroutine at once. Run it again after updating
        kmp-bridge (it writes only when the file changes), or with --check in CI. A copy
        written for another package under the same directory is removed (with --check, or
        when edited, it is reported): the glue would find two copies and use neither.

        OPTIONS:
          --output <directory>   A Kotlin source directory of the shared module, such as
                                 shared/src/iosMain/kotlin (made if missing)
          --package <name>       The package the file declares (default: kmpbridge)
          --check                Exit 1 if the file is missing or differs; write nothing
          --quiet                Print nothing but problems
        """
    default:
      return nil
    }
  }
}
