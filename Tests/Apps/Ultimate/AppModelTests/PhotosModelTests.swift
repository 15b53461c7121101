#if canImport(VipsImaging)
import DayKit
import Foundation
import Testing
import TestSupport
import UltimateAppModel
import UltimateCore
import VipsImaging

/// Photos through their model (libvips prepares them on Linux): a session filled angle by angle
/// from the bytes a camera gives, the timeline, two sessions compared, blur, delete, and bad
/// files refused with nothing left.
@MainActor @Suite struct PhotosModelTests {
    let jpeg = VipsSample.make(width: 120, height: 160)!

    @Test func aSessionIsFilledAngleByAngleAndItsFilesComeFromTheCore() async throws {
        let m = try Models()
        let photos = m.screens.photos
        let front = try #require(await photos.add(jpeg, angle: .front))
        let side = try #require(await photos.add(jpeg, angle: .side))
        let label = try #require(photos.angle(named: "Flexed"))
        #expect(photos.angle(named: String(repeating: "x", count: 31)) == nil && photos.message?.contains("30") == true)
        _ = try #require(await photos.add(jpeg, angle: label))
        await eventually { photos.sessions.first?.photos.count == 3 }
        #expect(photos.sessions.count == 1 && front.sessionID == side.sessionID && !photos.isWorking)
        #expect(photos.angles == [.front, .side, label])
        let full = try #require(photos.fileURL(front, size: .full))
        #expect(full == m.app.photos.url(front.files.full) && FileManager.default.fileExists(atPath: full.path))

        photos.setBlurred(front, true)
        await eventually { photos.sessions.first?.photos.first?.shownBlurred == true }
        #expect(photos.fileURL(front, size: .thumbnail) == m.app.photos.url(front.files.blurredThumbnail))
        #expect(photos.fileURL(front, size: .thumbnail, revealed: true) == m.app.photos.url(front.files.thumbnail))
        photos.setBlurred(front, false)
        await eventually { photos.sessions.first?.photos.first?.shownBlurred == false }

        #expect(photos.delete(side))
        await eventually { photos.sessions.first?.photos.count == 2 }
        #expect(!FileManager.default.fileExists(atPath: m.app.photos.url(side.files.full).path))
        #expect(!photos.delete(side) && photos.message != nil)
    }

    /// Issue 35, seed rows: the photo flow's "Review & Save" with a note; the shell saved at once
    /// and never passed a note.
    @Test func aPhotoIsReviewedThenSavedWithItsSessionsNoteOrPutAway() async throws {
        let m = try Models()
        let photos = m.screens.photos
        photos.review(jpeg, angle: .front)
        #expect(photos.pending != nil && photos.pendingStartsSession, "no session today: the photo starts one")
        photos.discardPending()
        #expect(photos.pending == nil && photos.sessions.isEmpty)

        photos.review(jpeg, angle: .front)
        photos.pendingNote = "  Week one  "
        let first = try #require(await photos.savePending())
        #expect(photos.pending == nil)
        await eventually { photos.sessions.first?.session.note == "Week one" }
        photos.review(jpeg, angle: .side)
        #expect(!photos.pendingStartsSession, "a photo joins today's session unless the person chooses otherwise")
        photos.pendingNote = "ignored: today's session keeps its own"
        let second = try #require(await photos.savePending())
        #expect(second.sessionID == first.sessionID)
        await eventually { photos.sessions.count == 1 && photos.sessions.first?.photos.count == 2 }
        #expect(photos.sessions.first?.session.note == "Week one")

        photos.review(jpeg, angle: .front)
        photos.pendingStartsSession = true
        photos.pendingNote = "Evening"
        let evening = try #require(await photos.savePending())
        #expect(evening.sessionID != first.sessionID)
        await eventually { photos.sessions.count == 2 }
        #expect(Set(photos.sessions.map(\.session.note)) == ["Week one", "Evening"])

        photos.review(Data("not a photo".utf8), angle: .back)
        #expect(await photos.savePending() == nil && photos.pending != nil && photos.message != nil, "refused: still under review")
    }

    @Test func twoSessionsAreComparedAndEachAngleHasItsTimeline() async throws {
        let m = try Models()
        let photos = m.screens.photos
        let before = try #require(await photos.add(jpeg, angle: .front))
        _ = try #require(await photos.add(jpeg, angle: .back))
        m.harness.go(to: "2026-12-06")
        let after = try #require(await photos.add(jpeg, angle: .front))
        await eventually { photos.sessions.count == 2 }
        #expect(photos.timeline(of: .front).map(\.day) == [day("2026-11-22"), day("2026-12-06")])
        #expect(photos.timeline(of: .front).map(\.id) == [before.id, after.id])
        let comparison = try #require(photos.compare(after.sessionID, before.sessionID))
        #expect(comparison.daysApart == 14 && comparison.before.session.id == before.sessionID)
        #expect(comparison.pairs.map(\.angle) == [.front, .back])
        #expect(comparison.pairs[0].before?.photo.id == before.id && comparison.pairs[0].after?.photo.id == after.id)
        #expect(comparison.pairs[1].after == nil)
        #expect(photos.compare(after.sessionID, UUID()) == nil && photos.message?.contains("There is no photo session") == true)
    }

    @Test func badFilesAreRefusedAndLeaveNothing() async throws {
        let m = try Models()
        let photos = m.screens.photos
        #expect(await photos.add(Data("hello".utf8), angle: .front) == nil)
        #expect(photos.message?.hasSuffix("Nothing was added.") == true)
        photos.message = nil
        #expect(await photos.add(Data(count: UltimateLimits.photoBytes + 1), angle: .front) == nil)
        #expect(photos.message == UltimateError.photoRefused("The file is larger than 25 MB.").message)
        #expect(try m.app.photosScreen().sessions.isEmpty && photos.sessions.isEmpty)
    }

    @Test func aPhotoForTheRunningChallengeCompletesItsPhotoTask() async throws {
        let m = try Models()
        let hard = try m.app.start(template: "75-hard")
        let photoTask = try #require(hard.tasks.first { $0.category == .photo })
        await eventually { m.screens.photos.screen?.newPhotoChallenge?.id == hard.id }
        _ = try #require(await m.screens.photos.add(jpeg, angle: .front))
        await eventually { m.screens.today.task(hard.id, photoTask.id)?.status == .completed }
    }
}
#endif
