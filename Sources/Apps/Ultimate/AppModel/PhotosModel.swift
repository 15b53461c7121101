import DayKit
import DayKitDatabase
import Foundation
import GRDB
import Observation
import UltimateCore

/// Photos: sessions newest first, a timeline of one angle, adding a photo from the camera or
/// the picker (its bytes, prepared off the main actor), comparing two sessions angle by angle
/// (side by side and the slider both show the two photos of a pair), blur, and delete. The file
/// to draw comes from the Core (`fileURL`), the blurred one while a photo is shown blurred.
@MainActor @Observable
public final class PhotosModel: ObservedScreenModel {
    /// A photo on an angle's timeline, with its session's day.
    public struct TimelinePhoto: Sendable, Hashable, Identifiable {
        public let day: CalendarDay
        public let photo: PhotoItem
        public var id: UUID { photo.photo.id }
    }

    /// Whether a photo is being prepared.
    public private(set) var isWorking = false

    /// A photo taken or chosen, shown before it is saved (the seed's "Review & Save").
    public struct PendingPhoto: Sendable, Identifiable {
        public let id = UUID()
        public let data: Data
        public let angle: PhotoAngle
    }

    /// The photo under review; nil when none.
    public private(set) var pending: PendingPhoto?
    /// Whether the photo under review starts a session of its own: always when none was taken
    /// today, else when the person chooses it (a second session the same day, in the evening).
    public var pendingStartsSession = true
    /// The note of the session the photo under review starts ("after the holidays").
    public var pendingNote = ""

    private let app: Ultimate
    /// The screen kept current, and the message beside it.
    public let observed: ObservedScreen<PhotosScreen>

    /// Photos over `app`; nothing until `observe()`.
    public init(app: Ultimate) {
        self.app = app
        observed = ObservedScreen(app.photosObservation())
    }

    /// Every session, newest first, with its photos.
    public var sessions: [PhotoSessionScreen] { screen?.sessions ?? [] }

    /// The angles photographed, front, side and back first, then the labels as first taken.
    public var angles: [PhotoAngle] {
        var angles: [PhotoAngle] = []
        for session in sessions.reversed() {
            for photo in session.photos where !angles.contains(photo.photo.angle) { angles.append(photo.photo.angle) }
        }
        return [PhotoAngle.front, .side, .back].filter(angles.contains) + angles.filter { ![.front, .side, .back].contains($0) }
    }

    /// The timeline of one angle: its photos oldest first, each with its session's day.
    public func timeline(of angle: PhotoAngle) -> [TimelinePhoto] {
        sessions.reversed().flatMap { session in
            session.photos.filter { $0.photo.angle == angle }.map { TimelinePhoto(day: session.session.day, photo: $0) }
        }
    }

    /// The angle named `text` (front, side, back, or a label of 1 to 30 characters); nil, with
    /// `message`, when refused.
    public func angle(named text: String) -> PhotoAngle? {
        attempt({ try PhotoAngle(text) }, refusal: &message)
    }

    /// Adds a photo from the camera or the picker: prepared off the main actor (upright, without
    /// metadata, in its sizes), in `session` (by default today's), for `challenge` when given
    /// (else the only one running). A file that is no photo, or larger than 25 MB, changes
    /// nothing. Nil (with `message`) when refused.
    @discardableResult
    public func add(_ data: Data, angle: PhotoAngle, session: PhotoSessionChoice = .sameDay, challenge: Challenge.ID? = nil,
                    note: String? = nil) async -> ProgressPhoto? {
        isWorking = true
        defer { isWorking = false }
        let app = app
        let result = await Task.detached {
            Result { try app.addPhoto(data, angle: angle, session: session, challenge: challenge, note: note) }
        }.value
        return attempt({ try result.get() }, refusal: &message)
    }

    /// Today's latest session, which a photo joins unless it starts one of its own.
    public var todaysSession: PhotoSessionScreen? {
        let today = app.today
        return sessions.first { $0.session.day == today }
    }

    /// Shows the photo in `data` for review before it is saved, at `angle`: it joins today's
    /// session if there is one, else starts one (with a note).
    public func review(_ data: Data, angle: PhotoAngle) {
        pending = PendingPhoto(data: data, angle: angle)
        pendingStartsSession = todaysSession == nil
        pendingNote = ""
    }

    /// Saves the photo under review (prepared off the main actor): in a session of its own with
    /// the note, or in today's. Nil (with `message`, the photo still under review) when refused.
    @discardableResult
    public func savePending() async -> ProgressPhoto? {
        guard let photo = pending else { return nil }
        let note = pendingNote.trimmingCharacters(in: .whitespacesAndNewlines)
        let saved = await add(photo.data, angle: photo.angle, session: pendingStartsSession ? .new : .sameDay,
                              note: pendingStartsSession && !note.isEmpty ? note : nil)
        if saved != nil, pending?.id == photo.id { pending = nil }
        return saved
    }

    /// Puts the photo under review away unsaved (Retake, Cancel).
    public func discardPending() {
        pending = nil
    }

    /// Shows one photo blurred (until revealed) or not.
    public func setBlurred(_ photo: ProgressPhoto, _ blurred: Bool) {
        _ = attempt({ try app.setPhotoBlurred(photo.id.uuidString, blurred) }, refusal: &message)
    }

    /// Deletes a photo and its files (a session left empty goes too).
    @discardableResult
    public func delete(_ photo: ProgressPhoto) -> Bool {
        attempt({ try app.deletePhoto(photo.id.uuidString) }, refusal: &message) != nil
    }

    /// The file of `photo` at `size`: the blurred one while it is shown blurred, unless revealed.
    public func fileURL(_ photo: ProgressPhoto, size: PhotoSize, revealed: Bool = false) -> URL? {
        attempt({ try app.photoFile(photo.id, size: size, revealed: revealed) }, refusal: &message)
    }

    /// Two sessions side by side, angle by angle, the older first: each pair's two photos are
    /// what the side-by-side view and the slider show.
    public func compare(_ first: UUID, _ second: UUID) -> PhotoComparison? {
        attempt({ try app.comparePhotos(first.uuidString, second.uuidString) }, refusal: &message)
    }
}
