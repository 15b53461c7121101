import DayKit
import Foundation

/// The photos tab: every session, newest first.
public struct PhotosScreen: Sendable, Hashable {
    public let sessions: [PhotoSessionScreen]
    /// The setting that blurs every photo.
    public let blurAll: Bool
    /// The challenges running today: those a new session can be for.
    public let runningChallenges: [ChallengeChoice]

    /// The challenge a new photo of today belongs to without asking: the only one running (nil
    /// when none is, or when several are and the person picks one).
    public var newPhotoChallenge: ChallengeChoice? { runningChallenges.count == 1 ? runningChallenges[0] : nil }

    /// A challenge a photo can be for.
    public struct ChallengeChoice: Sendable, Hashable {
        public let id: Challenge.ID
        public let name: String
    }
}

/// A session with its photos.
public struct PhotoSessionScreen: Sendable, Hashable {
    public let session: PhotoSession
    public let challengeName: String?
    public let photos: [PhotoItem]
}

/// A photo as shown: blurred when it or the setting says so.
public struct PhotoItem: Sendable, Hashable {
    public let photo: ProgressPhoto
    public let shownBlurred: Bool

    init(_ photo: ProgressPhoto, blurAll: Bool) {
        self.photo = photo
        shownBlurred = photo.isBlurred || blurAll
    }

    /// The file to show in a grid (the blurred one when shown blurred).
    public var shownThumbnail: String { shownBlurred ? photo.files.blurredThumbnail : photo.files.thumbnail }
}

/// Two sessions side by side, angle by angle.
public struct PhotoComparison: Sendable, Hashable {
    public let before: PhotoSessionScreen
    public let after: PhotoSessionScreen
    public let daysApart: Int
    public let pairs: [Pair]

    public struct Pair: Sendable, Hashable {
        public let angle: PhotoAngle
        public let before: PhotoItem?
        public let after: PhotoItem?
    }
}
