import DayKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport
import UltimateCore
import UltimateTestSupport
@testable import UltimateWeb
import VipsImaging
import WebSupport

/// Sessions filled angle by angle, files served blurred until revealed, comparisons, refusals.
@Suite struct PhotosControllerTests {
    let root = "/ultimate"

    @Test func aSessionIsFilledAngleByAngleAndItsPhotosAreServedBlurredUntilRevealed() async throws {
        let h = try WebHarness()
        let challenge = try h.app.start(template: "75-hard")
        let jpeg = try #require(VipsSample.make(width: 300, height: 200, orientation: 6, gps: ["exif-ifd3-GPSLatitude": "48/1 51/1 24/1"]))
        try await h.test { client in
            #expect(try await client.get(root + "/photos").body.contains("No progress photos yet"))
            let added = try await client.upload(root + "/photos/add", field: "photo", file: jpeg, name: "me.jpg",
                                                fields: ["session": "new", "angle": "front", "challenge": challenge.id.uuidString, "note": "Week 1"])
            let session = try #require(try h.app.photosScreen().sessions.first)
            #expect(added.status == .seeOther && added.location == root + "/photos/sessions/\(session.session.id.uuidString)?notice=photo-added")
            #expect(session.challengeName == "75 Hard" && session.session.note == "Week 1")
            #expect(try h.app.todayScreen().tasks.first { $0.category == .photo }?.status == .completed)
            let page = try await client.get(try #require(added.location)).body
            #expect(page.contains("Photo added") && page.contains("Side photo") && page.contains("Back photo") && !page.contains("Front photo"))
            // The other slots go into the same session; a label for an angle of one's own.
            let side = try await client.upload(root + "/photos/add", field: "photo", file: jpeg, name: "side.jpg",
                                               fields: ["session": session.session.id.uuidString, "angle": "side"])
            #expect(side.status == .seeOther)
            _ = try await client.upload(root + "/photos/add", field: "photo", file: jpeg, name: "flex.jpg",
                                        fields: ["session": session.session.id.uuidString, "angle": "custom", "label": "Flexed"])
            let photos = try h.app.photoSessionScreen(session.session.id).photos
            #expect(photos.map(\.photo.angle.name) == ["front", "side", "Flexed"])

            // Served upright and stripped, privately; blurred once blurred, until revealed.
            let front = photos[0].photo
            let file = try await client.execute(uri: root + "/photos/\(front.id.uuidString)/files/full", method: .get) { $0 }
            #expect(file.status == .ok && file.headers[.contentType] == "image/jpeg" && file.headers[.cacheControl] == "private, no-cache")
            let served = Data(buffer: file.body)
            let inspected = try #require(VipsSample.inspect(served))
            #expect(inspected.width == 200 && inspected.height == 300 && !inspected.fields.contains("exif-data"))
            #expect(try await client.post(root + "/photos/\(front.id.uuidString)/blur", "blur=on").location == root + "/photos/\(front.id.uuidString)")
            let blurred = try await client.execute(uri: root + "/photos/\(front.id.uuidString)/files/full", method: .get) { Data(buffer: $0.body) }
            let blurredOnDisk = try Data(contentsOf: h.app.photos.url(front.files.blurredFull))
            #expect(blurred == blurredOnDisk && blurred != served)
            let revealed = try await client.execute(uri: root + "/photos/\(front.id.uuidString)/files/full?reveal=1", method: .get) { Data(buffer: $0.body) }
            #expect(revealed == served)
            let detail = try await client.get(root + "/photos/\(front.id.uuidString)").body
            #expect(detail.contains("(blurred)") && detail.contains(">Reveal</a>") && detail.contains("Stop blurring this photo"))
            // Blur every photo: the side photo's thumbnail is now the blurred one.
            #expect(try await client.post(root + "/photos/blur-all", "blur=on").location == root + "/photos")
            let sideThumb = try await client.execute(uri: root + "/photos/\(photos[1].photo.id.uuidString)/files/thumbnail", method: .get) { Data(buffer: $0.body) }
            #expect(sideThumb == (try Data(contentsOf: h.app.photos.url(photos[1].photo.files.blurredThumbnail))))

            // Delete asks first, then removes the photo and its files.
            #expect(try await client.get(root + "/photos/\(front.id.uuidString)/delete").body.contains("Delete this photo?"))
            #expect(try await client.post(root + "/photos/\(front.id.uuidString)/delete").location == root + "/photos?notice=photo-deleted")
            #expect(!FileManager.default.fileExists(atPath: h.app.photos.url(front.files.full).path))
            #expect(try await client.get(root + "/photos/\(front.id.uuidString)").status == .notFound)
        }
    }

    @Test func twoSessionsAreComparedAngleByAngle() async throws {
        let h = try WebHarness(now: "2026-11-01T08:00:00-05:00")
        let jpeg = try #require(VipsSample.make(width: 120, height: 160))
        let first = try h.app.addPhoto(jpeg, angle: .front, session: .new)
        try h.app.addPhoto(jpeg, angle: .side, session: .existing(first.sessionID.uuidString))
        h.harness.go(to: "2026-11-22")
        let second = try h.app.addPhoto(jpeg, angle: .front, session: .new)
        try await h.test { client in
            let timeline = try await client.get(root + "/photos").body
            #expect(timeline.contains("Compare two sessions"))
            let page = try await client.get(root + "/photos/compare?a=\(second.sessionID.uuidString)&b=\(first.sessionID.uuidString)").body
            #expect(page.contains("21 days apart") && page.contains("Front, before") && page.contains("Front, after"))
            #expect(page.contains("Side, before") && page.contains("No photo"))
            #expect(try await client.get(root + "/photos/compare?a=\(first.sessionID.uuidString)").status == .badRequest)
        }
    }

    @Test func badPhotoInputIsRefusedAndLeavesNothing() async throws {
        let h = try WebHarness()
        let jpeg = try #require(VipsSample.make(width: 120, height: 160))
        try await h.test { client in
            let cases: [(Data, [String: String], HTTPResponse.Status, String)] = [
                (Data("hello".utf8), ["session": "new"], .badRequest, "This file is not a JPEG, PNG, HEIC or WebP photo. Nothing was added."),
                (jpeg.prefix(jpeg.count / 2), ["session": "new"], .badRequest, "Nothing was added."),
                (Data(count: 25 * 1024 * 1024 + 1), ["session": "new"], .badRequest, "That file is too large: at most 25 MB."),
                (jpeg, ["session": "new", "angle": "custom", "label": String(repeating: "x", count: 31)], .badRequest, "30"),
                (jpeg, ["session": UUID().uuidString], .notFound, "There is no photo session"),
                (jpeg, ["session": "yesterday's"], .notFound, "There is no photo session"),
                (jpeg, ["session": "new", "challenge": "Nope"], .notFound, "There is no challenge “Nope”."),
            ]
            for (file, fields, status, message) in cases {
                let response = try await client.upload(root + "/photos/add", field: "photo", file: file, name: "x.jpg", fields: fields)
                #expect(response.status == status && response.body.contains(message), "\(fields): \(response.status) \(response.body.prefix(300))")
            }
            let empty = try await client.upload(root + "/photos/add", field: "photo", file: Data(), name: "", fields: ["session": "new"])
            #expect(empty.status == .badRequest && empty.body.contains("That file is empty."))
            #expect(try h.app.photosScreen().sessions.isEmpty)
            let folder = h.app.photos.root.appendingPathComponent("photos").path
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty)
            for path in ["/photos/\(UUID().uuidString)", "/photos/\(UUID().uuidString)/files/full", "/photos/nope/files/full",
                         "/photos/\(UUID().uuidString)/files/huge", "/photos/sessions/\(UUID().uuidString)"] {
                #expect(try await client.get(root + path).status == .notFound, "\(path)")
            }
            #expect(try await client.post(root + "/photos/blur-all", "blur=maybe").status == .badRequest)
            #expect(try await client.get(root + "/photos/../../etc/passwd").status == .notFound)
        }
    }

    @Test func aPhotoFromThePhotosTabIsForTheRunningChallenge() async throws {
        let h = try WebHarness()
        let jpeg = try #require(VipsSample.make(width: 120, height: 160))
        let hard = try h.app.start(template: "75-hard")
        try await h.test { client in
            let page = try await client.get(root + "/photos").body
            #expect(page.contains("For 75 Hard") && page.contains("name=\"challenge\" value=\"\(hard.id.uuidString)\""))
            let added = try await client.upload(root + "/photos/add", field: "photo", file: jpeg, name: "me.jpg", fields: ["session": "new", "angle": "front"])
            #expect(added.status == .seeOther)
            #expect(try h.app.todayScreen().tasks.first { $0.category == .photo }?.status == .completed)
            try h.app.start(template: "75-soft")
            let two = try await client.get(root + "/photos").body
            #expect(two.contains("<select name=\"challenge\" required>") && two.contains("Choose one") && two.contains("None of them"))
            _ = try await client.upload(root + "/photos/add", field: "photo", file: jpeg, name: "side.jpg",
                                        fields: ["session": "new", "angle": "side", "challenge": "none"])
            #expect(Set(try h.app.photosScreen().sessions.map(\.challengeName)) == [nil, "75 Hard"])
        }
    }
}
