import DayKit
import DayKitDatabase
import Foundation
import GRDB
import MyHabitLabCore
import Observation

/// Settings: when the day starts, reminders on or off, export (our JSON, Loop's CSV zip) and import
/// (our JSON, a Loop `.db` backup or CSV zip), with the Core's report of a refused file as a list
/// of problems. Exports and imports run off the main actor; `isWorking` and `progress` say so.
@MainActor @Observable
public final class SettingsModel: ObservedScreenModel {
    /// A file made by an export, for the share sheet (written where it reads by
    /// `writtenToTemporaryDirectory()`).
    public typealias ExportedFile = DayKitDatabase.ExportedFile

    /// How the last import ended.
    public enum ImportOutcome: Sendable, Hashable {
        /// Imported: what was added and updated, and what could not be mapped (`report.problems`).
        case imported(ImportReport)
        /// Refused, nothing changed: every problem, as a list.
        case refused([String])
        /// Stopped while writing (a full disk): what was saved and what to do, in words.
        case stopped(String)

        /// How an import that threw `error` ended: stopped, or refused; nil for another error.
        public init?(_ error: any Error) {
            guard let error = error as? MyHabitLabError else { return nil }
            switch error {
            case .invalidImport(let problems): self = .refused(problems)
            case .importStopped: self = .stopped(error.message)
            default: self = .refused([error.message])
            }
        }
    }

    /// The settings; nil until `observe()`.
    public var settings: HabitSettings? { observed.screen }
    /// Whether an export or import is running.
    public private(set) var isWorking = false
    /// The running import's progress, 0…1.
    public private(set) var progress: Double?
    /// How the last import ended, until the view clears it.
    public var importOutcome: ImportOutcome?

    private let app: MyHabitLab
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<HabitSettings>

    /// Settings over `app`; nothing until `observe()`.
    public init(app: MyHabitLab) {
        self.app = app
        observed = ObservedScreen(app.settingsObservation())
    }

    /// When the day starts ("day starts at"), as a time of day from 00:00 to 04:00.
    public var dayStartsAt: TimeOfDay? {
        settings.flatMap { TimeOfDay(minutes: $0.dayStartsAt) }
    }

    /// Sets when the day starts; a time after 04:00 is refused.
    public func setDayStart(_ time: TimeOfDay) async {
        _ = await written(in: app) { app in try app.setDayStart(minutes: time.minutes) }
    }

    /// Light, dark or the system's appearance, for the whole app (and the web app's pages).
    public func setAppearance(_ appearance: HabitSettings.Appearance) async {
        _ = await written(in: app) { app in try app.setAppearance(appearance) }
    }

    /// What the system lets the app do with notifications, as the shell last read it (when the
    /// app became active: the person may have been to the Settings app).
    public var notificationPermission: NotificationPermission = .notAsked

    /// Whether the Reminders switch shows on: the setting, unless the system turned notifications off.
    public var remindersShownOn: Bool { notificationPermission.showsOn(screen?.remindersOn ?? false) }

    /// What Settings says under the switch when no reminder can come; nil when they can.
    public var remindersNote: String? { notificationPermission.note(app: "MyHabitLab") }

    /// Turns every habit's reminders on or off.
    public func setRemindersOn(_ on: Bool) async {
        _ = await written(in: app) { try $0.setRemindersOn(on) }
    }

    // MARK: - Export and import

    /// Every habit, entry, reminder and setting as our JSON; nil (with `message`) when it failed.
    public func exportJSON() async -> ExportedFile? {
        await work { app in ExportedFile(name: "my-habit-lab-\(try app.today).json", data: try app.exportJSON()) }
    }

    /// Every habit in Loop Habit Tracker's CSV layout, zipped.
    public func exportLoopCSV() async -> ExportedFile? {
        await work { app in ExportedFile(name: "my-habit-lab-\(try app.today)-csv.zip", data: try app.exportLoopCSV()) }
    }

    /// Imports a file (its kind is read from its content): `importOutcome` says how it ended.
    public func importFile(_ data: Data) async {
        importOutcome = nil
        progress = 0
        defer { progress = nil }
        let outcome: ImportOutcome? = await work { [weak self] app in
            do {
                return .imported(try app.importFile(data) { fraction in
                    Task { @MainActor in if self?.isWorking == true { self?.progress = fraction } }
                })
            } catch {
                guard let outcome = ImportOutcome(error) else { throw error }
                return outcome
            }
        }
        importOutcome = outcome
    }

    /// Runs `job` over the app off the main actor, with `isWorking` set meanwhile; nil (with
    /// `message`) when it threw.
    private func work<Value: Sendable>(_ job: @escaping @Sendable (MyHabitLab) throws -> Value) async -> Value? {
        isWorking = true
        defer { isWorking = false }
        let app = app
        let result = await Task.detached { Result { try job(app) } }.value
        return attempt({ try result.get() }, refusal: &message)
    }
}
