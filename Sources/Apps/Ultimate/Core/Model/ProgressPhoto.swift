import DayKit
import Foundation

/// Which way a progress photo was taken: front, side, back, or the user's own label.
public enum PhotoAngle: Hashable, Sendable {
    case front, side, back
    case custom(String)

    /// `front`, `side`, `back`, or the label: the stored and typed word.
    public var name: String {
        switch self {
        case .front: "front"
        case .side: "side"
        case .back: "back"
        case .custom(let label): label
        }
    }

    /// The angle named by `text` (a label of 1–30 characters when not one of the three).
    public init(_ text: String) throws {
        let label = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch label.lowercased() {
        case "front": self = .front
        case "side": self = .side
        case "back": self = .back
        default:
            guard !label.isEmpty, label.count <= 30,
                  !label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw UltimateError.valueNotAllowed("An angle is front, side, back or a label of 1 to 30 characters.")
            }
            self = .custom(label)
        }
    }
}

/// Progress photos taken together: a day, optionally a challenge, a note.
public struct PhotoSession: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var day: CalendarDay
    public var challengeID: Challenge.ID?
    public var note: String?
}

/// One progress photo. Its files live under the data directory (`files`), so moving the directory
/// keeps every photo.
public struct ProgressPhoto: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var sessionID: UUID
    public var angle: PhotoAngle
    /// Shown blurred until revealed.
    public var isBlurred: Bool
    /// The full image's size.
    public var width: Int
    public var height: Int

    /// The photo's files, relative to the data directory.
    public var files: PhotoFiles { PhotoFiles(id: id) }
}

/// Where a photo's four JPEGs are kept, relative to the data directory.
/// Which rendition of a photo to show.
public enum PhotoSize: String, Sendable, CaseIterable {
    /// At most 2048 px on the long edge.
    case full
    /// At most 400 px.
    case thumbnail
}

public struct PhotoFiles: Hashable, Sendable {
    /// `photos/<id>`: the photo's own folder.
    public let folder: String
    public var full: String { folder + "/full.jpg" }
    public var thumbnail: String { folder + "/thumbnail.jpg" }
    public var blurredFull: String { folder + "/full-blurred.jpg" }
    public var blurredThumbnail: String { folder + "/thumbnail-blurred.jpg" }

    init(id: UUID) {
        folder = "\(PhotoLibrary.folderName)/\(id.uuidString)"
    }
}
