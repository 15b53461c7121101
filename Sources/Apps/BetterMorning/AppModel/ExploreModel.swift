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

    /// Whether the press now ending on a face became a long press (the grid's parallax): the
    /// implementation guide's rule is that a long press never opens the profile, only a tap does.
    private var pressWasLong = false

    /// A press on a face has lasted long enough to be a long press: the grid follows the finger,
    /// and the press's release opens nothing.
    public func longPressBegan() {
        pressWasLong = true
    }

    /// The long press is over, its release seen or not (the finger slid off the face): the next
    /// release is a tap's again.
    public func longPressEnded() {
        pressWasLong = false
    }

    /// A face released: a tap opens its profile; the release of a long press only ends the parallax.
    public func faceReleased(_ id: String) {
        if pressWasLong {
            pressWasLong = false
            return
        }
        openProfile(id)
    }

    /// "Choose this routine" (after the switch confirmation when `profile.replaces` is set): it
    /// becomes active from tomorrow and the profile closes. False (with `message`) when refused.
    func choose(_ id: String) -> Bool {
        guard attempt({ try app.choose(celebrityID: id) }, refusal: &message) != nil else { return false }
        closeProfile()
        return true
    }
}
