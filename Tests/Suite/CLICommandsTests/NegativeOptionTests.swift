import Testing
import TestSupport

/// Issue 23, item 14: every option that takes a number takes a negative one as its value
/// (`--offset -1`, not only `--offset=-1`): an offset goes back, and any other negative number
/// reaches the command's own check instead of "Missing value for '--to <to>'".
@Suite struct NegativeOptionTests {
    /// A command with a negative number, and what it answers (empty: it succeeds).
    static let cases: [String: [([String], String)]] = [
        "morning": [
            (["week", "charles-darwin", "--offset", "-1"], "There is no week -1: weeks go from 0 to 0"),
            (["settings", "--last-step", "-5"], "The last task can last 1 to 120 minutes, not -5."),
        ],
        "habits": [
            (["add", "Walk", "--unit", "km", "--target", "-2"], "The target must be a number greater than 0."),
            (["add", "Walk", "--times", "-3", "--per-days", "7"], "Choose N times in M days"),
            (["add", "Walk", "--times", "3", "--per-days", "-7"], "Choose N times in M days"),
            (["move", "Read", "--to", "-1"], "There is no position -1"),
            (["heatmap", "Read", "--year", "-1"], "Choose a year from 1970"),
        ],
        "challenges": [
            (["analytics", "--offset", "-1"], ""),
            (["analytics", "--offset=-1"], ""),
            (["log", "75 Soft", "Water", "-0.5"], ""),
            (["start", "75-hard", "--grace", "-1"], "The logging grace is 0 to 3 days, not -1."),
            (["create", "Other", "--days", "-5"], "A challenge lasts 1 to 365 days, not -5."),
            (["create", "Other", "--days", "5", "--grace", "-1"], "The logging grace is 0 to 3 days, not -1."),
            (["task", "move", "Mine", "Stretch", "--to", "-1"], "choose a position from 1 to 2"),
            (["task", "add", "Mine", "Plank", "--quantity", "-5", "--unit", "kg"], "A target must be a number greater than 0."),
            (["task", "add", "Mine", "Plank", "--duration", "-5"], "A target must be a number greater than 0."),
            (["task", "edit", "Mine", "Stretch", "--times-per-week", "-1"], "A task can be due 1 to 7 times a week."),
            (["profile", "--height", "-180"], "A height is 50 to 272 cm."),
            (["profile", "--weight", "-70"], "A weight"),
            (["start", "water-fast", "--age", "-5", "--no-pregnant", "--no-eating-disorder", "--no-type1-diabetes",
              "--no-kidney-or-liver-disease"], "you are under 18"),
            (["start", "water-fast", "--age", "30", "--hours", "-24", "--no-pregnant", "--no-eating-disorder", "--no-type1-diabetes",
              "--no-kidney-or-liver-disease"], "a fast here lasts 24 to 72 hours"),
        ],
    ]

    @Test func aNegativeNumberIsAnOptionsValue() async throws {
        for seeded in try await SeededApp.all() {
            for (arguments, answer) in try #require(Self.cases[seeded.app]) {
                let cli = try seeded.copy()
                let result = await cli.run(arguments)
                let shown = "\(seeded.app) \(arguments.joined(separator: " ")) → \(result.errors)"
                if answer.isEmpty {
                    #expect(result.status == 0, "\(shown)")
                } else {
                    #expect(result.status != 0 && result.errors.contains(answer), "\(shown)")
                }
                #expect(!result.errors.contains("Missing value") && !result.errors.contains("Unknown option"), "\(shown)")
            }
        }
    }
}
