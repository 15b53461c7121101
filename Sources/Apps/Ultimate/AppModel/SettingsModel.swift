import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Observation
import UltimateCore

/// Profile and settings: about you, units, appearance (system, light or dark), how reminders
/// are planned and the quiet hours, every photo blurred, the export, and the reset of all data.
/// Kept current from the database.
@MainActor @Observable
public final class SettingsModel: ObservedScreenModel {
    /// A file made by the export, for the share sheet (written where it reads by
    /// `writtenToTemporaryDirectory()`).
    public typealias ExportedFile = DayKitDatabase.ExportedFile

    /// The profile; nil until `observe()`.
    public var profile: UltimateProfile? { observed.screen }

    /// What the system lets the app do with notifications, as the shell last read it (when the
    /// app became active: the person may have been to the Settings app).
    public var notificationPermission: NotificationPermission = .notAsked

    /// What Profile says under the reminders: when none can come, why; else that none comes in the quiet hours.
    public var remindersNote: String {
        notificationPermission.note(app: "Ultimate") ?? "No reminder comes in the quiet hours."
    }

    private let app: Ultimate
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<UltimateProfile>

    /// Settings over `app`; nothing until `observe()`.
    public init(app: Ultimate) {
        self.app = app
        observed = ObservedScreen(app.profileObservation())
    }

    /// Metric or imperial: every quantity shows (and is typed) in them.
    public func setUnits(_ units: UnitSystem) {
        change { $0.units = units }
    }

    /// The look: the system's, light or dark.
    public func setAppearance(_ appearance: UltimateProfile.Appearance) {
        change { $0.appearance = appearance }
    }

    /// How reminders are planned.
    public func setNotificationStrategy(_ strategy: UltimateProfile.NotificationStrategy) {
        _ = attempt({ try app.setNotifications(strategy: strategy) }, refusal: &message)
    }

    /// No reminder from `start` until `end` (across midnight when start is later).
    public func setQuietHours(from start: TimeOfDay, to end: TimeOfDay) {
        _ = attempt({ try app.setNotifications(quiet: (start, end)) }, refusal: &message)
    }

    /// Every progress photo shown blurred until revealed.
    public func setBlurAllPhotos(_ blurred: Bool) {
        change { $0.blurAllPhotos = blurred }
    }

    /// The about-you answers as the profile holds them, as they are typed (the weight in its units).
    public var aboutYou: AboutYou {
        AboutYou(profile ?? UltimateProfile())
    }

    /// Saves the about-you answers as typed. Text that is not a number, or a value the Core
    /// refuses, changes nothing. Returns whether they were saved.
    @discardableResult
    public func saveAboutYou(_ answers: AboutYou) -> Bool {
        attempt({ try answers.save(app) }, refusal: &message) != nil
    }

    /// Every challenge, log, photo and the profile, as a zip.
    public func export() async -> ExportedFile? {
        let app = app
        let result = await Task.detached { Result { ExportedFile(name: "ultimate-\(app.today).zip", data: try app.exportZip()) } }.value
        return attempt({ try result.get() }, refusal: &message)
    }

    /// Deletes every challenge, log, photo and the profile (after the shell's confirmation):
    /// onboarding shows again.
    @discardableResult
    public func resetAllData() -> Bool {
        attempt({ try app.resetAllData() }, refusal: &message) != nil
    }

    private func change(_ edit: @escaping (inout UltimateProfile) -> Void) {
        _ = attempt({ try app.changeProfile { edit(&$0) } }, refusal: &message)
    }
}
