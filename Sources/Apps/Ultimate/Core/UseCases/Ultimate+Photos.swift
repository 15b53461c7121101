import DayKit
import Foundation
import GRDB

/// Which session a new photo joins.
public enum PhotoSessionChoice: Sendable, Hashable {
    /// The latest session of the same day and challenge, or a new one.
    case sameDay
    /// Always a new session.
    case new
    /// This session (its day and challenge are the photo's).
    case existing(String)
}

extension Ultimate {
    /// Adds a progress photo: the file is prepared (upright, without metadata, in its sizes), its
    /// files written, then its row, in `session` on `day` (default today), for `challenge` when
    /// given. A photo for a day's session (same day or new) without a challenge belongs to the
    /// challenge running that day when exactly one is (with several, the person picks). A photo
    /// task of its challenge is completed for the day when the day can still be logged. A file
    /// that is not a wholly decodable photo, or larger than 25 MB, changes nothing.
    @discardableResult
    public func addPhoto(_ file: Data, angle: PhotoAngle, session choice: PhotoSessionChoice = .sameDay,
                         challenge reference: Challenge.ID? = nil, on requested: CalendarDay? = nil, note: String? = nil) throws -> ProgressPhoto {
        guard let processor = photos.processor else { throw UltimateError.photosUnavailable }
        guard file.count <= UltimateLimits.photoBytes else {
            throw UltimateError.photoRefused("The file is larger than 25 MB.")
        }
        let note = note?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let note, note.count > UltimateLimits.noteLength {
            throw UltimateError.valueNotAllowed("A note has at most \(UltimateLimits.noteLength) characters; this one has \(note.count).")
        }
        // Checked before the slow part, and again in the write.
        _ = try database.writer.read { db in try photoSession(for: choice, challenge: reference, on: requested, note: note, db) }
        let prepared = try processor.prepare(file)
        let photo = ProgressPhoto(id: UUID(), sessionID: UUID(), angle: angle, isBlurred: false, width: prepared.width, height: prepared.height)
        try photos.write(prepared, id: photo.id)
        do {
            return try database.writer.write { db in
                let (session, isNew) = try photoSession(for: choice, challenge: reference, on: requested, note: note, db)
                if isNew { try PhotoSessionRow(session, createdAt: clock.now).insert(db) }
                var added = photo
                added.sessionID = session.id
                try PhotoRow(added, createdAt: clock.now).insert(db)
                try markPhotoTasks(of: session, done: true, db)
                return added
            }
        } catch {
            photos.remove(photo.id)
            throw error
        }
    }

    /// Deletes a photo: its row, then its files; a session left empty goes too, and so does the
    /// completion of a photo task that no other photo of that day supports (while it can be logged).
    public func deletePhoto(_ reference: String) throws {
        let id = try database.writer.write { db -> UUID in
            let photo = try self.photo(reference, db)
            try PhotoRow.deleteOne(db, key: photo.id.uuidString)
            let session = try PhotoSessionRow.session(photo.sessionID, db)!
            if try PhotoRow.all().inSession(session.id).fetchCount(db) == 0 {
                try PhotoSessionRow.deleteOne(db, key: session.id.uuidString)
            }
            if let challengeID = session.challengeID {
                if try PhotoRow.count(challenge: challengeID, on: session.day, db) == 0 { try markPhotoTasks(of: session, done: false, db) }
            }
            return photo.id
        }
        photos.remove(id)
    }

    /// Shows a photo blurred (until revealed) or not.
    public func setPhotoBlurred(_ reference: String, _ blurred: Bool) throws {
        try database.writer.write { db in
            let photo = try self.photo(reference, db)
            try PhotoRow.setBlurred(photo.id, blurred, db)
        }
    }

    /// Every photo session, newest first, with its photos.
    public func photosScreen() throws -> PhotosScreen {
        try database.writer.read { db in try photosScreen(db) }
    }

    func photosScreen(_ db: Database) throws -> PhotosScreen {
        let profile = try ProfileRow.current(db)
        let names = Dictionary(try challenges(db).map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let running = try runningChallenges(on: today, db).map { PhotosScreen.ChallengeChoice(id: $0.id, name: $0.name) }
        var photosBySession: [String: [ProgressPhoto]] = [:]
        // NB: in the order they were added (the row id), whatever the clock says.
        for row in try PhotoRow.all().inOrderAdded().fetchAll(db) {
            photosBySession[row.sessionID, default: []].append(row.photo)
        }
        let sessions = try PhotoSessionRow.all().newestFirst().fetchAll(db).map { row in
            let session = row.session
            return PhotoSessionScreen(session: session, challengeName: session.challengeID.flatMap { names[$0] },
                                      photos: (photosBySession[row.id] ?? []).map { PhotoItem($0, blurAll: profile.blurAllPhotos) })
        }
        return PhotosScreen(sessions: sessions, blurAll: profile.blurAllPhotos, runningChallenges: running)
    }

    /// One photo as shown, with its session.
    public func photoScreen(_ reference: String) throws -> (photo: PhotoItem, session: PhotoSessionScreen) {
        let screen = try photosScreen()
        let id = try database.writer.read { db in try self.photo(reference, db).id }
        for session in screen.sessions {
            if let photo = session.photos.first(where: { $0.photo.id == id }) { return (photo, session) }
        }
        throw UltimateError.unknownPhoto(reference)
    }

    /// One session with its photos.
    public func photoSessionScreen(_ id: UUID) throws -> PhotoSessionScreen {
        guard let session = try photosScreen().sessions.first(where: { $0.session.id == id }) else {
            throw UltimateError.unknownPhotoSession(id.uuidString)
        }
        return session
    }

    /// The file to send for photo `id` at `size`: its blurred version while it is shown blurred
    /// (by itself or by the setting), unless the person chose to reveal it. One indexed read, so
    /// that a grid of thumbnails is served quickly.
    public func photoFile(_ id: UUID, size: PhotoSize, revealed: Bool = false) throws -> URL {
        let blurred = try database.writer.read { db -> Bool in
            guard let own = try PhotoRow.isBlurred(id, db) else { throw UltimateError.unknownPhoto(id.uuidString) }
            return try own || ProfileRow.current(db).blurAllPhotos
        }
        let files = PhotoFiles(id: id)
        let shownBlurred = blurred && !revealed
        let path = switch size {
        case .full: shownBlurred ? files.blurredFull : files.full
        case .thumbnail: shownBlurred ? files.blurredThumbnail : files.thumbnail
        }
        return photos.url(path)
    }

    /// Two sessions side by side, angle by angle (the older one first).
    public func comparePhotos(_ first: String, _ second: String) throws -> PhotoComparison {
        let screen = try photosScreen()
        func find(_ reference: String) throws -> PhotoSessionScreen {
            let key = reference.uppercased()
            let found = screen.sessions.filter { $0.session.id.uuidString == key || $0.session.id.uuidString.hasPrefix(key) && key.count >= 4 }
            guard found.count == 1 else { throw UltimateError.unknownPhotoSession(reference) }
            return found[0]
        }
        var (before, after) = (try find(first), try find(second))
        if after.session.day < before.session.day { swap(&before, &after) }
        // Front, side and back first, then the labels in the order they were taken.
        var angles: [PhotoAngle] = [.front, .side, .back]
        for photo in before.photos + after.photos where !angles.contains(photo.photo.angle) { angles.append(photo.photo.angle) }
        angles.removeAll { angle in !(before.photos + after.photos).contains { $0.photo.angle == angle } }
        let pairs = angles.map { angle in
            PhotoComparison.Pair(angle: angle, before: before.photos.first { $0.photo.angle == angle },
                                 after: after.photos.first { $0.photo.angle == angle })
        }
        return PhotoComparison(before: before, after: after, daysApart: before.session.day.days(to: after.session.day), pairs: pairs)
    }

    /// Removes the files of interrupted photo adds (folders no row names, older than 10 minutes).
    @discardableResult
    public func sweepPhotoFiles() throws -> Int {
        let ids = try database.writer.read { db in try PhotoRow.ids(db) }
        return photos.sweep(keeping: ids)
    }

    // MARK: - Inside transactions

    /// The challenges running on `day` (in progress, with `day` in their current attempt).
    private func runningChallenges(on day: CalendarDay, _ db: Database) throws -> [Challenge] {
        try challenges(db).filter { challenge in
            let timeline = try timeline(challenge, db)
            return timeline.status == .inProgress && timeline.currentAttemptDay(day) != nil
        }
    }

    /// The session a photo joins, and whether it is new.
    private func photoSession(for choice: PhotoSessionChoice, challenge reference: Challenge.ID?, on requested: CalendarDay?, note: String?,
                              _ db: Database) throws -> (PhotoSession, isNew: Bool) {
        let chosen = try reference.map { try challenge($0, db) }
        var challengeID = chosen?.id
        switch choice {
        case .existing(let text):
            let key = text.uppercased()
            let rows = try PhotoSessionRow.all().named(key).fetchAll(db)
            guard rows.count == 1 else { throw UltimateError.unknownPhotoSession(text) }
            let session = rows[0].session
            if let requested, requested != session.day {
                throw UltimateError.valueNotAllowed("That session is on \(session.day), not \(requested).")
            }
            if let challengeID, challengeID != session.challengeID {
                throw UltimateError.valueNotAllowed("That session is not for “\(chosen!.name)”.")
            }
            return (session, false)
        case .sameDay, .new:
            let day = requested ?? today
            guard day <= today else { throw UltimateError.valueNotAllowed("\(day) is in the future; a photo is for today or a day before.") }
            if challengeID == nil {
                let running = try runningChallenges(on: day, db)
                if running.count == 1 { challengeID = running[0].id }
            }
            if choice == .sameDay {
                let existing = try PhotoSessionRow.all().on(day, challenge: challengeID).newestFirst().fetchOne(db)
                if let existing { return (existing.session, false) }
            }
            return (PhotoSession(id: UUID(), day: day, challengeID: challengeID, note: note?.isEmpty == false ? note : nil), true)
        }
    }

    /// Completes (or undoes) the photo tasks of the session's challenge on its day, when that day can
    /// still be logged; a day that cannot keeps its photo but not the completion.
    private func markPhotoTasks(of session: PhotoSession, done: Bool, _ db: Database) throws {
        guard let id = session.challengeID, let challenge = try ChallengeRow.challenge(id, db) else { return }
        for task in challenge.tasks where task.category == .photo && task.measurement == .binary {
            do {
                _ = try logged(challenge, task, on: session.day, db) { _, log, _ in log.value = done ? 1 : 0 }
            } catch is UltimateError {
                continue
            }
        }
    }

    private func photo(_ reference: String, _ db: Database) throws -> ProgressPhoto {
        let key = reference.trimmingCharacters(in: .whitespaces).uppercased()
        guard key.count >= 4 else { throw UltimateError.unknownPhoto(reference) }
        let rows = try PhotoRow.all().named(key).fetchAll(db)
        guard rows.count == 1 else { throw UltimateError.unknownPhoto(reference) }
        return rows[0].photo
    }
}
