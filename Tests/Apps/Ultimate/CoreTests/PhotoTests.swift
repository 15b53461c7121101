import DayKit
import Foundation
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport
import VipsImaging
import ZIPFoundation

/// Progress photos: sessions, processing, files, blur, compare, delete, the photo task, crash safety.
@Suite struct PhotoTests {
    let jpeg = VipsSample.make(width: 1200, height: 900, orientation: 6, gps: ["exif-ifd3-GPSLatitude": "48/1 51/1 24/1"])!

    func file(_ h: UltimateHarness, _ path: String) -> URL { h.app.photos.url(path) }

    @Test func anAddedPhotoIsStoredUprightWithoutMetadataInItsSizes() throws {
        let h = try UltimateHarness()
        let photo = try h.app.addPhoto(jpeg, angle: .front)
        #expect(photo.width == 900 && photo.height == 1200)
        for path in [photo.files.full, photo.files.thumbnail, photo.files.blurredFull, photo.files.blurredThumbnail] {
            let data = try Data(contentsOf: file(h, path))
            let inspected = try #require(VipsSample.inspect(data))
            #expect(!inspected.fields.contains { $0.hasPrefix("exif") }, "\(path) keeps \(inspected.fields)")
        }
        #expect(try #require(VipsSample.inspect(Data(contentsOf: file(h, photo.files.thumbnail)))).height == 400)
        // Paths are relative to the data directory.
        #expect(photo.files.full == "photos/\(photo.id.uuidString)/full.jpg")
        let screen = try h.app.photosScreen()
        #expect(screen.sessions.count == 1 && screen.sessions[0].session.day == day("2026-11-22"))
        #expect(screen.sessions[0].photos.map(\.photo) == [photo])
    }

    @Test func photosOfADayJoinOneSessionUnlessANewOneIsAsked() throws {
        let h = try UltimateHarness()
        let front = try h.app.addPhoto(jpeg, angle: .front)
        let side = try h.app.addPhoto(jpeg, angle: .side)
        #expect(front.sessionID == side.sessionID)
        let other = try h.app.addPhoto(jpeg, angle: .back, session: .new)
        #expect(other.sessionID != front.sessionID)
        let joined = try h.app.addPhoto(jpeg, angle: try PhotoAngle("Flexed"), session: .existing(front.sessionID.uuidString))
        #expect(joined.sessionID == front.sessionID && joined.angle == .custom("Flexed"))
        #expect(throws: UltimateError.unknownPhotoSession("nope")) { try h.app.addPhoto(jpeg, angle: .front, session: .existing("nope")) }
        #expect(throws: UltimateError.valueNotAllowed("An angle is front, side, back or a label of 1 to 30 characters.")) { try PhotoAngle(" ") }
    }

    @Test func aFileThatIsNotAWholePhotoIsRefusedAndLeavesNothingBehind() throws {
        let h = try UltimateHarness()
        let refusals: [Data] = [jpeg.prefix(jpeg.count / 2), Data("just text".utf8), Data(count: UltimateLimits.photoBytes + 1)]
        for bad in refusals {
            #expect(throws: UltimateError.self) { try h.app.addPhoto(bad, angle: .front) }
        }
        #expect(try h.app.photosScreen().sessions.isEmpty)
        let folder = h.app.photos.url("photos").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty)
        #expect(throws: UltimateError.valueNotAllowed("2026-11-23 is in the future; a photo is for today or a day before.")) {
            try h.app.addPhoto(jpeg, angle: .front, on: day("2026-11-23"))
        }
    }

    /// NB: a JPEG whose header claimed 30000×30000 with data for 16×16 was kept as a flat grey
    /// photo and completed the day's photo task.
    @Test(arguments: [(UInt16(30000), UInt16(30000)), (1600, 1200)])
    func aJPEGWhoseDataIsShortOfItsHeaderIsRefusedAndCompletesNothing(width: UInt16, height: UInt16) throws {
        let h = try UltimateHarness()
        try h.app.start(template: "75-hard")
        var damaged = try #require(VipsSample.make(width: 16, height: 16))
        let frame = try #require(damaged.range(of: Data([0xFF, 0xC0])))
        damaged.replaceSubrange(frame.upperBound + 3..<frame.upperBound + 7,
                                with: [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)])
        #expect(throws: UltimateError.self) { try h.app.addPhoto(damaged, angle: .front, challenge: "75 Hard") }
        let task = try #require(try h.app.dayScreen("75 Hard", on: day("2026-11-22")).tasks.first { $0.category == .photo })
        #expect(task.status != .completed)
        #expect(try h.app.photosScreen().sessions.isEmpty)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: h.app.photos.url("photos").path)) ?? []).isEmpty)
    }

    @Test func aPhotoCompletesThePhotoTaskOfItsChallengeAndDeletingItUndoesThat() throws {
        let h = try UltimateHarness()
        try h.app.start(template: "75-hard")
        let task = try #require(try h.app.dayScreen("75 Hard", on: day("2026-11-22")).tasks.first { $0.category == .photo })
        #expect(throws: UltimateError.valueNotAllowed("“\(task.name)” is completed by adding a progress photo for the day.")) {
            try h.app.complete("75 Hard", task.name)
        }
        let photo = try h.app.addPhoto(jpeg, angle: .front, challenge: "75 Hard")
        func status() throws -> TaskStatus { try h.app.dayScreen("75 Hard", on: day("2026-11-22")).tasks.first { $0.id == task.id }!.status }
        #expect(try status() == .completed)
        #expect(try h.app.photosScreen().sessions[0].challengeName == "75 Hard")
        try h.app.deletePhoto(photo.id.uuidString)
        #expect(try status() != .completed)
        #expect(try h.app.photosScreen().sessions.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file(h, photo.files.folder).path))
    }

    @Test func deletingOneOfTheDaysPhotosKeepsThePhotoTaskCompleted() throws {
        let h = try UltimateHarness()
        try h.app.start(template: "75-hard")
        let task = try #require(try h.app.dayScreen("75 Hard", on: day("2026-11-22")).tasks.first { $0.category == .photo })
        func status() throws -> TaskStatus { try h.app.dayScreen("75 Hard", on: day("2026-11-22")).tasks.first { $0.id == task.id }!.status }
        let front = try h.app.addPhoto(jpeg, angle: .front, session: .new, challenge: "75 Hard")
        let side = try h.app.addPhoto(jpeg, angle: .side, session: .new, challenge: "75 Hard")
        try h.app.deletePhoto(front.id.uuidString)
        #expect(try status() == .completed)  // the other session's photo of the day still supports it
        try h.app.deletePhoto(side.id.uuidString)
        #expect(try status() != .completed)
    }

    @Test func blurringOnePhotoOrAllShowsTheBlurredFiles() throws {
        let h = try UltimateHarness()
        let photo = try h.app.addPhoto(jpeg, angle: .front)
        try h.app.setPhotoBlurred(String(photo.id.uuidString.prefix(8)), true)
        var item = try h.app.photosScreen().sessions[0].photos[0]
        #expect(item.shownBlurred && item.shownThumbnail == photo.files.blurredThumbnail)
        try h.app.setPhotoBlurred(photo.id.uuidString, false)
        #expect(try h.app.photosScreen().sessions[0].photos[0].shownBlurred == false)
        try h.app.changeProfile { $0.blurAllPhotos = true }
        item = try h.app.photosScreen().sessions[0].photos[0]
        #expect(item.shownBlurred && !item.photo.isBlurred)
        #expect(throws: UltimateError.unknownPhoto("ABC")) { try h.app.setPhotoBlurred("ABC", true) }
    }

    @Test func twoSessionsCompareAngleByAngleOlderFirst() throws {
        let h = try UltimateHarness()
        let first = try h.app.addPhoto(jpeg, angle: .front)
        try h.app.addPhoto(jpeg, angle: .side)
        h.go(to: "2026-12-22")
        let later = try h.app.addPhoto(jpeg, angle: .front)
        try h.app.addPhoto(jpeg, angle: .back)
        let comparison = try h.app.comparePhotos(later.sessionID.uuidString, first.sessionID.uuidString)
        #expect(comparison.before.session.id == first.sessionID && comparison.daysApart == 30)
        #expect(comparison.pairs.map(\.angle) == [.front, .side, .back])
        #expect(comparison.pairs.map { [$0.before != nil, $0.after != nil] } == [[true, true], [true, false], [false, true]])
    }

    @Test func anInterruptedAddLeavesNoOrphanOnceSwept() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ultimate-sweep-\(UUID().uuidString)")
        let clock = TestClock("2026-11-22T08:00:00-05:00")
        let app = try Ultimate.onDisk(directory: directory, clock: clock.clock, calendar: .test())
        let kept = try app.addPhoto(jpeg, angle: .front)
        // A crash between the files and the row: a whole folder, and a half-written one.
        let photos = directory.appendingPathComponent("photos")
        let orphan = photos.appendingPathComponent(UUID().uuidString)
        let partial = photos.appendingPathComponent(UUID().uuidString + ".partial")
        let fresh = photos.appendingPathComponent(UUID().uuidString)
        for folder in [orphan, partial, fresh] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: folder.appendingPathComponent("full.jpg"))
        }
        let old = Date().addingTimeInterval(-3600)
        for folder in [orphan, partial, photos.appendingPathComponent(kept.id.uuidString)] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path)
        }
        // The next launch removes the old orphans; the kept photo and a folder an add may still be writing stay.
        _ = try Ultimate.onDisk(directory: directory, clock: clock.clock, calendar: .test())
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: photos.path))
        #expect(left == [kept.id.uuidString, fresh.lastPathComponent])
    }

    @Test func theExportHoldsThePhotosAndResetRemovesThem() throws {
        let h = try UltimateHarness()
        let photo = try h.app.addPhoto(jpeg, angle: .front, note: "Week 1")
        let archive = try Archive(data: h.app.exportZip(), accessMode: .read)
        var json = Data()
        _ = try archive.extract(try #require(archive["ultimate.json"])) { json.append($0) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let export = try decoder.decode(UltimateExport.self, from: json)
        #expect(export.photos.map(\.id) == [photo.id] && export.photoSessions.map(\.note) == ["Week 1"])
        var image = Data()
        _ = try archive.extract(try #require(archive[photo.files.full])) { image.append($0) }
        #expect(image == (try Data(contentsOf: file(h, photo.files.full))))
        try h.app.resetAllData()
        #expect(try h.app.photosScreen().sessions.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file(h, photo.files.full).path))
    }
}

extension PhotoTests {
    /// NB: a photo added from the Photos tab belonged to no challenge unless one was picked, so it
    /// never completed the day's photo task.
    @Test func aPhotoBelongsToTheOnlyRunningChallengeAndCompletesItsPhotoTask() throws {
        let h = try UltimateHarness()
        try h.app.start(template: "75-hard")
        #expect(try h.app.photosScreen().newPhotoChallenge?.name == "75 Hard")
        let photo = try h.app.addPhoto(jpeg, angle: .front, session: .new)
        #expect(try h.app.photoSessionScreen(photo.sessionID).challengeName == "75 Hard")
        #expect(try h.app.todayScreen().tasks.first { $0.category == .photo }?.status == .completed)
        // With two running, the person picks: none is assumed.
        try h.app.start(template: "75-soft")
        let screen = try h.app.photosScreen()
        #expect(screen.runningChallenges.map(\.name) == ["75 Hard", "75 Soft"] && screen.newPhotoChallenge == nil)
        let other = try h.app.addPhoto(jpeg, angle: .side, session: .new)
        #expect(try h.app.photoSessionScreen(other.sessionID).challengeName == nil)
        let picked = try h.app.addPhoto(jpeg, angle: .back, session: .new, challenge: "75 Soft")
        #expect(try h.app.photoSessionScreen(picked.sessionID).challengeName == "75 Soft")
    }
}
