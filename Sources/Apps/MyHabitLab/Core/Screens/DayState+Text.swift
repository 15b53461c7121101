extension DayState {
    /// One character for text: the day's `mark` (✓ done, × missed, – skipped), else ○ pending,
    /// · not counted.
    public var symbol: String {
        mark ?? (self == .pending ? "○" : "·")
    }
}

/// A rate as text: `83%`, or `—` when there is nothing to count.
func percentText(_ rate: Double?) -> String {
    rate.map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
}
