import DayKit
import Foundation
import UltimateCore
import WebSupport

/// A template's start form: the day, grace, name and reminders, and for the water fast the safety
/// answers (the weight in the profile's units) and the goal.
struct StartInput {
    let start: CalendarDay?
    let grace: Int
    let strategy: UltimateProfile.NotificationStrategy?
    let name: String?
    /// The safety answers, when the template asks them.
    let safety: FastingSafety?
    /// The fast's goal in hours (0 when the template is not a fast).
    let hours: Int

    init(_ form: Form, units: UnitSystem, needsSafetyCheck: Bool) throws {
        start = try form.day("start")
        guard let grace = Int(form["grace"] ?? "1") else { throw WebError.badRequest("The grace is a number of days from 0 to 3.") }
        self.grace = grace
        strategy = try form["strategy"].map(NotificationsInput.strategy)
        name = form["name"]
        guard needsSafetyCheck else {
            safety = nil
            hours = 0
            return
        }
        safety = FastingSafety(
            age: try Self.whole(form.required("age"), "an age in years"), pregnant: form["pregnant"] == "on", eatingDisorder: form["eatingDisorder"] == "on",
            type1Diabetes: form["type1Diabetes"] == "on", kidneyOrLiverDisease: form["kidneyOrLiverDisease"] == "on",
            heightCm: try DetailsInput.height(in: form) ?? Form.number(form.required("height")),
            weightKg: units.kilograms(fromWeight: try Form.number(form.required("weight"))),
            medicalSupervision: form["medicalSupervision"] == "on")
        hours = try Self.whole(form.required("hours"), "a number of hours")
    }

    /// A whole number typed into a field, or a 400 saying what was expected.
    private static func whole(_ text: String, _ what: String) throws -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { throw WebError.badRequest("“\(text)” is not \(what).") }
        return value
    }
}
