import DayKit
import Foundation

extension ExploreScreen {
    /// Everyone in the catalog, a line each: id, name, how many tasks, whether active.
    public var text: String {
        celebrities.map { "\($0.id.padding(toLength: 22, withPad: " ", startingAt: 0)) \($0.name) (\($0.tasks) tasks)\($0.isActive ? " — active" : "")" }
            .joined(separator: "\n")
    }
}

extension ProfileScreen {
    /// The profile as text: who, their source, their routine and the disclaimer.
    public var text: String {
        var lines = [celebrity.name + (isActive ? " (active)" : ""), celebrity.bio, "As reported by: \(celebrity.source) — \(certaintyLabel)", ""]
        lines += celebrity.tasks.map { "\($0.time.formatted().leftPadded(8))  \($0.title)" }
        lines += ["", disclaimer]
        return lines.joined(separator: "\n")
    }
}

extension [RoutineListItem] {
    /// The routines as text, a line each: id, name, type, whether active.
    public var text: String {
        guard !isEmpty else { return "No routines yet. Choose one with `habitsuite morning choose ID`." }
        return map { "\(String($0.id).leftPadded(4))  \($0.name) [\($0.type.rawValue)]\($0.active ? " — active" : "")" }.joined(separator: "\n")
    }
}
