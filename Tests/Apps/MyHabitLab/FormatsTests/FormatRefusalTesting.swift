import MyHabitLabFormats
import Testing

/// The message of the `FormatRefusal` that `body` throws; an issue when it throws none, or another error.
func formatRefusal(_ body: () throws -> Void) -> String {
    do {
        try body()
        Issue.record("not refused")
        return ""
    } catch let refusal as FormatRefusal {
        return refusal.message
    } catch {
        Issue.record("not a refusal: \(error)")
        return ""
    }
}
