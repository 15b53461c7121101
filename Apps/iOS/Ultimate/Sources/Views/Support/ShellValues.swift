import DayKit
import Foundation
import SwiftUI
import UltimateAppModel
import UltimateCore

// What the SwiftUI controls need from the Core's values, and nothing more: no rule lives here.

extension UltimateProfile.Appearance {
    /// The scheme SwiftUI is asked for; nil follows the system.
    var colorScheme: ColorScheme? {
        switch self {
        case .light: .light
        case .dark: .dark
        case .system: nil
        }
    }

    /// The choice in words.
    var words: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

extension UnitSystem {
    /// The system in words.
    var words: String { self == .metric ? "Metric (kg, cm, L)" : "Imperial (lb, ft, fl oz)" }
}

extension AnalyticsPeriod {
    /// The period in words.
    var words: String {
        switch self {
        case .day: "Day"
        case .week: "Week"
        case .month: "Month"
        case .year: "Year"
        case .all: "Whole"
        }
    }
}

/// A task a sheet shows (its details), by challenge and task.
struct TaskReference: Identifiable, Hashable {
    let challengeID: Challenge.ID
    let taskID: ChallengeTask.ID
    var id: String { challengeID.uuidString + "/" + taskID.uuidString }
}

extension View {
    /// An alert showing `message` while it is set; OK sets it back to nil.
    func messageAlert(_ message: Binding<String?>) -> some View {
        alert("Something went wrong", isPresented: Binding(get: { message.wrappedValue != nil }, set: { if !$0 { message.wrappedValue = nil } })) {
            Button("OK") { message.wrappedValue = nil }
        } message: {
            Text(message.wrappedValue ?? "")
        }
    }
}

/// A percentage as the screens write it: 0.734 → "73%"; nil → "–".
func percentText(_ share: Double?) -> String {
    share.map { "\(Int(($0 * 100).rounded()))%" } ?? "–"
}
