import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import UltimateCore
import WebSupport

extension UltimateWebApp {
    func addPhotoRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.photos.routerPath) { request, _ in
            try cachedPage(request) {
                .page(PhotoPages.timeline(try app.photosScreen(), appearance: try app.profile().appearance, notice: Self.notice(request)))
            }
        }
        group.post(UltimateRoutes.addPhoto.routerPath) { request, _ in
            let upload = try await UploadedFile(request, field: "photo", maximumSize: UltimateLimits.photoBytes)
            let fields = upload.fields
            let angleText = fields["angle"] ?? "front"
            let angle = try PhotoAngle(angleText == "custom" ? (fields["label"] ?? "") : angleText)
            let sessionText = fields["session"] ?? "new"
            let session: PhotoSessionChoice
            if sessionText == "new" {
                session = .new
            } else {
                guard let id = UUID(uuidString: sessionText) else { throw WebError.notFound("There is no photo session “\(sessionText)”.") }
                session = .existing(id.uuidString)
            }
            // NB: "none" (with several running, none of them) leaves it to the Core, like no choice.
            let challenge = fields["challenge"].flatMap { $0.isEmpty || $0 == "none" ? nil : $0 }
            let note = fields["note"].flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
            let photo = try app.addPhoto(upload.data, angle: angle, session: session, challenge: challenge, note: note)
            return Response.seeOther(UltimateRoutes.photoSession.path(photo.sessionID.uuidString, query: ["notice": Notice.photoAdded.rawValue]))
        }
        group.post(UltimateRoutes.blurAll.routerPath) { request, _ in
            let on = try Self.onOff(try await Form(request), "blur")
            try app.changeProfile { $0.blurAllPhotos = on }
            return Response.seeOther(UltimateRoutes.photos.path())
        }
        group.get(UltimateRoutes.comparePhotos.routerPath) { request, _ in
            let query = request.uri.queryParameters
            guard let first = query.get("a"), let second = query.get("b") else { throw WebError.badRequest("Choose two sessions to compare.") }
            return Response.html(PhotoPages.compare(try app.comparePhotos(first, second), appearance: try app.profile().appearance))
        }
        group.get(UltimateRoutes.photoSession.routerPath) { request, context in
            let id = try Self.id(context, what: "photo session")
            return try cachedPage(request) {
                .page(PhotoPages.session(try app.photoSessionScreen(UUID(uuidString: id)!), appearance: try app.profile().appearance,
                                         notice: Self.notice(request)))
            }
        }
        group.get(UltimateRoutes.photo.routerPath) { request, context in
            let id = try Self.id(context, what: "photo")
            let (photo, session) = try app.photoScreen(id)
            return Response.html(PhotoPages.photo(photo, session: session, revealed: request.uri.queryParameters.get("reveal") == "1",
                                                  appearance: try app.profile().appearance))
        }
        group.get(UltimateRoutes.photoFile.routerPath) { request, context in
            let id = try Self.id(context, what: "photo")
            let sizeText = try context.parameters.require("size")
            guard let size = PhotoSize(rawValue: sizeText) else { throw WebError.notFound("There is no photo size “\(sizeText)”.") }
            let revealed = request.uri.queryParameters.get("reveal") == "1"
            let url = try app.photoFile(UUID(uuidString: id)!, size: size, revealed: revealed)
            guard let data = FileManager.default.contents(atPath: url.path) else { throw UltimateError.unknownPhoto(id) }
            // NB: a photo's files never change, but whether it is shown blurred does: kept privately, checked again each time.
            return Response(status: .ok, headers: [.contentType: "image/jpeg", .cacheControl: "private, no-cache"],
                            body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        group.post(UltimateRoutes.blurPhoto.routerPath) { request, context in
            let id = try Self.id(context, what: "photo")
            try app.setPhotoBlurred(id, try Self.onOff(try await Form(request), "blur"))
            return Response.seeOther(UltimateRoutes.photo.path(id))
        }
        group.get(UltimateRoutes.deletePhoto.routerPath) { _, context in
            let id = try Self.id(context, what: "photo")
            return Response.html(PhotoPages.confirmDelete(try app.photoScreen(id).photo, appearance: try app.profile().appearance))
        }
        group.post(UltimateRoutes.deletePhoto.routerPath) { _, context in
            let id = try Self.id(context, what: "photo")
            try app.deletePhoto(id)
            return Response.seeOther(UltimateRoutes.photos.path(query: ["notice": Notice.photoDeleted.rawValue]))
        }
    }

    /// A form's `on` or `off`.
    static func onOff(_ form: Form, _ field: String) throws -> Bool {
        switch form[field] {
        case "on": true
        case "off": false
        default: throw WebError.badRequest("Say on or off.")
        }
    }
}
