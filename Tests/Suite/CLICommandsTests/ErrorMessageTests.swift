import CLICommands
import CLISupport
import Foundation
import Testing
import TestSupport

/// Issue 23, item 13: a refusal speaks the app's words. No message names a Swift function, type or
/// enum case, whatever the mistake: an unknown id, a bad value, a missing confirmation or answer,
/// a value outside an option's choices.
@Suite struct ErrorMessageTests {
    static let wrongInvocations: [String: [[String]]] = [
        "morning": [
            ["choose", "nobody"], ["celebrity", "nobody"], ["check", "9"], ["check", "one"], ["day", "2026-02-30"],
            ["day", "2020-01-01"], ["week", "99"], ["week", "charles-darwin", "--offset", "5"], ["week", "charles-darwin", "--offset", "soon"],
            ["restart", "nobody"], ["delete", "charles-darwin"], ["delete", "nobody", "--yes"], ["reset"], ["unlock", "--outcome", "later"],
            ["notifications", "maybe"], ["settings", "--last-step", "0"], ["settings", "--last-step", "lots"], ["run", "99"],
            ["run", "--done"], ["draft", "edit", "9", "07:00", "Walk"], ["draft", "add", "07:03", "Walk"], ["draft", "remove", "0"],
            ["draft", "title", String(repeating: "a", count: 21)], ["frobnicate"],
        ],
        "habits": [
            ["toggle", "Nothing"], ["toggle", "Read", "--day", "2026-11-23"], ["toggle", "Read", "--day", "2026-13-01"], ["set", "Read", "lots"],
            ["set", "Read", "-3"], ["set", "Gym", "3"], ["add", ""], ["add", "Walk", "--color", "plaid"], ["add", "Walk", "--times", "3"],
            ["add", "Walk", "--weekdays", "mon,funday"], ["add", "Walk", "--target", "-2"], ["edit", "Nothing", "--name", "Walk"],
            ["widget", "--size", "huge"], ["calendar", "Read", "--month", "2026-13"], ["calendar", "Read", "--month", "soon"],
            ["heatmap", "Read", "--year", "99999"], ["history", "Read", "--from", "2026-11-30"], ["move", "Read", "--to", "99"],
            ["reminder", "add", "Read", "25:00"], ["reminder", "add", "Read", "07:00", "--weekdays", "funday"], ["reminder", "remove", "Read", "9"],
            ["export", "--format", "xml", "--output", "{dir}/out.xml"], ["export", "--output", "/nonexistent/dir/out.json"],
            ["import", "/nonexistent.json"], ["import", "{dir}/notes.txt"], ["settings", "--day-starts", "05:00"], ["delete", "Read"],
            ["note", "Read", String(repeating: "a", count: 501)], ["stats", "Nothing"], ["score", "Read", "--from", "someday"],
        ],
        "challenges": [
            ["start", "nobody"], ["template", "nobody"], ["start", "water-fast"], ["start", "water-fast", "--age", "30"],
            ["start", "water-fast", "--age", "16", "--no-pregnant", "--no-eating-disorder", "--no-type1-diabetes", "--no-kidney-or-liver-disease"],
            ["start", "water-fast", "--age", "30", "--hours", "96", "--no-pregnant", "--no-eating-disorder", "--no-type1-diabetes",
             "--no-kidney-or-liver-disease"],
            ["start", "water-fast", "--name", "Mine", "--age", "30"], ["start", "75-hard", "--age", "30"], ["start", "75-hard", "--grace", "9"],
            ["start", "75-hard", "--start", "2020-01-01"], ["start", "75-hard", "--start", "soon"], ["create", "Other", "--days", "0"],
            ["create", "", "--days", "5"], ["show", "nobody"], ["day", "75 Soft", "2026-13-01"], ["day", "75 Soft", "2027-06-01"],
            ["complete", "75 Soft", "Water"], ["complete", "75 Soft", "Nap"], ["log", "75 Soft", "Water", "lots"], ["log", "75 Soft", "Water"],
            ["log", "75 Soft", "Water", "-9"], ["log", "75 Soft", "Eat well", "2"], ["log", "75 Soft", "Water", "1", "--day", "2026-11-23"],
            ["timer", "pause", "75 Soft", "Workout"], ["timer", "start", "75 Soft", "Water"], ["check", "Mine", "Stretch", "Toes"],
            ["abandon", "75 Soft"], ["restart", "Mine"], ["repeat-week", "75 Soft"], ["analytics", "--period", "fortnight"],
            ["analytics", "nobody"], ["analytics", "--offset", "soon"], ["photos", "add", "/nonexistent.jpg", "--angle", "front"],
            ["photos", "add", "{dir}/notes.txt", "--angle", "front"], ["photos", "compare", "ABCD", "EFAB"], ["photos", "blur", "ZZZZ", "on"],
            ["photos", "blur", "ZZZZ", "maybe"], ["photos", "delete", "ZZZZ", "--yes"], ["profile", "--units", "furlongs"],
            ["profile", "--appearance", "neon"], ["profile", "--blur-photos", "maybe"], ["notifications", "--strategy", "loud"],
            ["notifications", "--quiet", "25:00-07:00"], ["task", "add", "Mine", "Plank", "--quantity", "5", "--unit", "parsecs"],
            ["task", "add", "Mine", "Plank", "--category", "fun"], ["task", "add", "Mine", "Plank", "--duration", "5", "--binary"],
            ["task", "edit", "Mine", "Stretch", "--times-per-week", "9"], ["task", "edit", "Mine", "Stretch", "--weekdays", "funday"],
            ["task", "edit", "75 Soft", "Water", "--quantity", "4"], ["task", "move", "Mine", "Stretch", "--to", "9"],
            ["task", "remove", "Mine", "Nap"], ["export", "--output", "{dir}/out.txt"], ["onboarding", "later"], ["reset"],
        ],
    ]

    /// What a Swift name looks like in a message.
    static let swiftNames: [(String, String)] = [
        ("an app's error type", #"(BetterMorning|MyHabitLab|Ultimate)Error|ValidationError|CommandFailure|DecodingError|CocoaError|NSError|DatabaseError|ParserError"#),
        ("a module", #"\b(Swift|Foundation|ArgumentParser|GRDB|UltimateCore|MyHabitLabCore|BetterMorningCore)\."#),
        ("an optional", #"Optional\(|\bnil\b"#),
        ("a case written `.name`", #"(^|[\s(“"'`])\.[a-z][A-Za-z0-9]*"#),
        ("a case with its values", #"\b[a-z]+[A-Z][A-Za-z]*\("#),
        ("a function's labels", #"\w\((\w+:)+"#),
        ("a type's name", #"\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b"#),
    ]

    /// Words that look like a type's name but are the product's.
    static let productWords = ["MyHabitLab", "HabitSuite", "BetterMorning"]

    @Test func noRefusalNamesSwift() async throws {
        for seeded in try await SeededApp.all() {
            for arguments in try #require(Self.wrongInvocations[seeded.app]) {
                let cli = try seeded.copy()
                let result = await cli.run(seeded.arguments(arguments, for: cli))
                let shown = "\(seeded.app) \(arguments.joined(separator: " ")) → \(result.errors)"
                #expect(result.status != 0 && !result.errors.isEmpty && result.output.isEmpty, "\(shown)")
                try Self.expectNoSwiftNames(result.errors, shown)
            }
        }
    }

    /// Foundation described a data directory it could not make as `Error Domain=NSCocoaErrorDomain
    /// Code=516 … UserInfo={NSFilePath=…}`, and a damaged database with the SQL it was running.
    @Test(arguments: ["morning", "habits", "challenges"])
    func dataThatCannotBeOpenedIsSaidInWords(app: String) async throws {
        let seeded = try await SeededApp.habits()
        let file = seeded.seed.directory.appendingPathComponent("export.json").path
        let damaged = try seeded.copy()
        for each in ["morning", "habits", "challenges"] {
            _ = await Console.$current.withValue(Console.capturing()) {
                await HabitSuiteCommand.execute([each, "today", "--data-dir", damaged.directory.path])
            }
        }
        for database in try FileManager.default.contentsOfDirectory(atPath: damaged.directory.path) where database.hasSuffix(".sqlite") {
            try Data(repeating: 7, count: 8192).write(to: damaged.directory.appendingPathComponent(database))
        }
        // Issue 40, item 7: a refusal names the file, of the folder's three, and says what is wrong in words.
        let cases: [(directory: String, words: String)] = [
            (file, "\(file) is a file, not a folder"),
            ("/proc/habitsuite", "Could not open the data in /proc/habitsuite: "),
            (damaged.directory.path, "The data file \(damaged.directory.path)/"),
        ]
        for (directory, words) in cases {
            let console = Console.capturing()
            let status = await Console.$current.withValue(console) {
                await HabitSuiteCommand.execute([app, "today", "--data-dir", directory, "--now", "2026-11-22T08:00:00-05:00"])
            }
            #expect(status != 0 && console.errors.contains(words), "\(console.errors)")
            #expect(!console.errors.contains("while executing") && !console.errors.contains("\(directory): \(directory)"), "\(console.errors)")
            try Self.expectNoSwiftNames(console.errors, "\(app) --data-dir \(directory) → \(console.errors)")
        }
    }

    @Test func aFileThatCannotBeReadIsSaidInWords() async throws {
        let cli = CLIRunner(app: "habits", execute: { await HabitSuiteCommand.execute($0) })
        let result = await cli.run("import", "/")
        #expect(result.status != 0 && result.errors == "Error: /: Is a directory", "\(result.errors)")
    }

    private static func expectNoSwiftNames(_ errors: String, _ shown: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var text = errors
        for word in productWords { text = text.replacingOccurrences(of: word, with: "") }
        for (what, pattern) in swiftNames where text.contains(try Regex(pattern)) {
            Issue.record("\(shown)\nnames \(what)", sourceLocation: sourceLocation)
        }
    }
}
