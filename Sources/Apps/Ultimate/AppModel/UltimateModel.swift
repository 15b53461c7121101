import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Observation
import UltimateCore

/// The iPhone app's model: it opens the app's data, says whether onboarding is needed, keeps the
/// selected tab, and once open gives the screens' models (`screens`). A failure to open is kept as
/// `openFailure` for an error screen with Try again (`open()`), never a crash.
@MainActor @Observable
public final class UltimateModel {
    /// The tab bar's tabs, as the web app has them.
    public enum Tab: String, Hashable, Sendable, CaseIterable {
        case today, challenges, progress, photos, profile
    }

    /// Where the app's data lives.
    public enum Storage: Sendable, Hashable {
        /// The database and the photos in this folder (the app's Application Support).
        case folder(URL)
        /// A private in-memory database (previews, tests), filled with `seededDays` days of the
        /// demo challenges ending today (`UltimateDatabase.seed`; 0 leaves it empty), onboarding done
        /// when `onboarded`.
        case inMemory(seededDays: Int = 0, onboarded: Bool = false)
    }

    /// A task a tapped reminder opens.
    public struct OpenedTask: Sendable, Hashable {
        public let challengeID: Challenge.ID
        public let taskID: ChallengeTask.ID

        public init(challengeID: Challenge.ID, taskID: ChallengeTask.ID) {
            self.challengeID = challengeID
            self.taskID = taskID
        }
    }

    /// The selected tab.
    public var tab = Tab.today
    /// The screens' models over the opened app; nil until `open()` succeeds.
    public private(set) var screens: UltimateScreens?
    /// Why the data could not be opened (the error screen, with Try again); nil once open.
    public private(set) var openFailure: String?
    /// The task whose page a tapped reminder opens; the view sets it back to nil once shown.
    public var openedTask: OpenedTask?
    /// A message for the whole app (the day could not be read again); the view sets it back to nil.
    public var message: String?

    private let storage: Storage?
    private let clock: Clock
    private let calendar: Calendar
    private let given: Ultimate?

    /// The app over the data in `storage`, with the system clock and calendar unless told;
    /// nothing is opened until `open()`.
    public init(storage: Storage, clock: Clock = .system, calendar: Calendar = .autoupdatingCurrent) {
        self.storage = storage
        self.clock = clock
        self.calendar = calendar
        given = nil
    }

    /// The app over an already opened Core (tests, previews); `open()` shows it.
    public init(app: Ultimate) {
        storage = nil
        clock = app.clock
        calendar = app.calendar
        given = app
    }

    /// An opened model over `days` days of the demo challenges in memory, onboarding done: what
    /// every `#Preview` draws.
    public static func preview(days: Int = 30) -> UltimateModel {
        let model = UltimateModel(storage: .inMemory(seededDays: days, onboarded: true))
        model.open()
        return model
    }

    /// Whether onboarding shows: the profile says it is not done (again after a reset of all data).
    public var needsOnboarding: Bool {
        guard let profile = screens?.settings.profile else { return false }
        return !profile.hasCompletedOnboarding
    }

    // MARK: - The app's life

    /// Opens the data (at launch, and on Try again): every screen observed, the reminders planned.
    /// A failure leaves its words in `openFailure` and nothing open.
    public func open() {
        do {
            let app = try given ?? Self.open(storage!, clock: clock, calendar: calendar)
            let screens = UltimateScreens(app: app)
            screens.observe()
            self.screens = screens
            openFailure = nil
        } catch {
            screens = nil
            openFailure = refusalText(error)
        }
    }

    private static func open(_ storage: Storage, clock: Clock, calendar: Calendar) throws -> Ultimate {
        switch storage {
        case .folder(let url):
            return try Ultimate.onDisk(directory: url, clock: clock, calendar: calendar)
        case .inMemory(let days, let onboarded):
            let app = Ultimate(database: try UltimateDatabase.inMemory(), clock: clock, calendar: calendar)
            if days > 0 { try app.database.seed(days: days, endingOn: app.today) }
            if onboarded { try app.completeOnboarding() }
            return app
        }
    }

    /// On becoming active: what another connection wrote meanwhile and a day that turned show, and
    /// the reminders are planned again (they follow every screen's data).
    public func becameActive() {
        guard let app = screens?.app else { return }
        _ = attempt({ try app.database.noticeCommitsOfOtherConnections() }, refusal: &message)
        dayChanged()
    }

    /// At the start of a new day, and when the time zone changes: every screen shows the new
    /// today, and the reminders are planned from it.
    public func dayChanged() {
        guard let app = screens?.app else { return }
        _ = attempt({ try app.database.notifyObservers() }, refusal: &message)
    }

    /// When the next day starts in the user's calendar, for the shell's timer.
    public var nextDayStart: Date? {
        guard let app = screens?.app else { return nil }
        return app.today.adding(days: 1).start(in: app.calendar)
    }

    /// A reminder answered from its notification (its actions, or a tap), by the request's
    /// identifier. Done and +1 change the data without opening the app; a tap opens its task on
    /// Today. Returns whether the data changed.
    @discardableResult
    public func answerReminder(_ answer: RemindersModel.Answer, identifier: String) -> Bool {
        guard let screens else { return false }
        if answer == .open {
            guard let reference = NotificationRequest.Reference(identifier: identifier) else { return false }
            tab = .today
            openedTask = OpenedTask(challengeID: reference.challengeID, taskID: reference.taskIDs[0])
            return false
        }
        return screens.reminders.answer(answer, identifier: identifier)
    }
}

/// The screens' models over one opened app: the tabs' (observed from `UltimateModel.open()`),
/// and the pages opened from them.
@MainActor
public final class UltimateScreens {
    /// The Core, for what a page needs beyond its model.
    public let app: Ultimate
    /// Today.
    public let today: TodayModel
    /// The Challenges tab's list.
    public let challenges: ChallengesModel
    /// The template gallery, a template's rules and the water fast's safety acknowledgements.
    public let templates: TemplatesModel
    /// Progress.
    public let progress: ProgressModel
    /// Photos.
    public let photos: PhotosModel
    /// Profile and settings.
    public let settings: SettingsModel
    /// The reminders to schedule, and the answers to them.
    public let reminders: RemindersModel

    /// The models over `app`; nothing shows until `observe()`.
    public init(app: Ultimate) {
        self.app = app
        today = TodayModel(app: app)
        challenges = ChallengesModel(app: app)
        templates = TemplatesModel(app: app)
        progress = ProgressModel(app: app)
        photos = PhotosModel(app: app)
        settings = SettingsModel(app: app)
        reminders = RemindersModel(app: app)
    }

    /// Starts keeping every tab current.
    public func observe() {
        today.observe()
        challenges.observe()
        progress.observe()
        photos.observe()
        settings.observe()
        reminders.observe()
    }

    /// Onboarding's steps.
    public func onboarding() -> OnboardingModel {
        OnboardingModel(app: app)
    }

    /// A task's details on `day` (nil: today).
    public func taskDetail(_ challengeID: Challenge.ID, _ taskID: ChallengeTask.ID, on day: CalendarDay? = nil) -> TaskDetailModel {
        let model = TaskDetailModel(app: app, challengeID: challengeID, taskID: taskID, day: day)
        model.observe()
        return model
    }

    /// A challenge's page.
    public func challenge(_ id: Challenge.ID) -> ChallengeModel {
        let model = ChallengeModel(app: app, id: id)
        model.observe()
        return model
    }

    /// The start flow of `template` (nil: a custom challenge). A template that asks the safety
    /// check (the water fast) starts only once `templates` has every acknowledgement.
    public func startChallenge(template: ChallengeTemplate?) -> StartChallengeModel {
        StartChallengeModel(app: app, template: template, safetyAcknowledged: templates.allAcknowledged)
    }
}
