import BetterMorningCore
import DayKit
import DayKitDatabase
import Observation

/// Explore (tab 1): the famous people's grid and the profile sheet opened from it, kept current.
@MainActor @Observable
public final class ExploreModel: ObservedScreenModel {
    /// The profile sheet, when one is open.
    public var profile: ProfileScreen? { profileScreen?.screen }

    private let app: BetterMorning
    /// The grid kept current, and the message beside it.
    public let observed: ObservedScreen<ExploreScreen>
    /// The open profile kept current.
    private var profileScreen: ObservedScreen<ProfileScreen>?

    /// Explore over `app`; nothing until `observe()`.
    public init(app: BetterMorning) {
        self.app = app
        observed = ObservedScreen(app.exploreObservation())
    }

    /// Opens a famous person's profile sheet; an unknown person is refused.
    public func openProfile(_ id: String) {
        let opened = ObservedScreen(app.profileObservation(celebrityID: id))
        opened.onFailure = { [weak self] error in self?.message = refusalText(error) }
        opened.observe()
        profileScreen = opened.screen == nil ? nil : opened
    }

    /// Closes the profile sheet.
    public func closeProfile() {
        profileScreen = nil
    }

    /// "Choose this routine" (after the switch confirmation when `profile.replaces` is set): it
    /// becomes active from tomorrow and the profile closes. False (with `message`) when refused.
    func choose(_ id: String) -> Bool {
        guard attempt({ try app.choose(celebrityID: id) }, refusal: &message) != nil else { return false }
        closeProfile()
        return true
    }
}
