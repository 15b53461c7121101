extension DayState {
    /// One character for text: ✓ done, ✗ missed, – skipped, ○ pending, · not counted.
    public var symbol: String {
        switch self {
        case .done: "✓"
        case .missed: "✗"
        case .skipped: "–"
        case .pending: "○"
        case .notDue, .future, .beforeStart: "·"
        }
    }
}

/// A rate as text: `83%`, or `—` when there is nothing to count.
func percentText(_ rate: Double?) -> String {
    rate.map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
}
