import DayKit

extension CreateScreen {
    /// The draft as text: its title with its length, then each task.
    public var text: String {
        var lines = ["Title: \(title.isEmpty ? "(none)" : title) (\(titleLength)/\(titleLimit))"]
        lines += tasks.map { "\(String($0.number).leftPadded(2)). \($0.time.formatted().leftPadded(8))  \($0.title)" }
        if isFull { lines.append("The maximum of \(taskLimit) tasks is reached.") }
        return lines.joined(separator: "\n")
    }
}
