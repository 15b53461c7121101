import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import UltimateCore
import WebSupport

/// The Photos tab: the timeline of sessions, adding a photo, a session, a photo and its files,
/// comparing two sessions, blurring, and deleting.
struct PhotosController: Sendable {
    /// The web app: its Core and page cache.
    let web: UltimateWebApp
    private var app: Ultimate { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(UltimateRoutes.photos.routerPath, use: photos)
        group.post(UltimateRoutes.addPhoto.routerPath, use: addPhoto)
        group.post(UltimateRoutes.blurAll.routerPath, use: blurAll)
        group.get(UltimateRoutes.comparePhotos.routerPath, use: compare)
        group.get(UltimateRoutes.photoSession.routerPath, use: session)
        group.get(UltimateRoutes.photo.routerPath, use: photo)
        group.get(UltimateRoutes.photoFile.routerPath, use: photoFile)
        group.post(UltimateRoutes.blurPhoto.routerPath, use: blurPhoto)
        group.get(UltimateRoutes.deletePhoto.routerPath, use: confirmDelete)
        group.post(UltimateRoutes.deletePhoto.routerPath, use: deletePhoto)
    }

    @Sendable func photos(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try web.cachedPage(request) {
            .page(PhotoPages.timeline(try app.photosScreen()))
        }
    }

    @Sendable func addPhoto(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let photo = try await web.photoQueue.run(after: {
            let upload = try await UploadedFile(request, field: "photo", maximumSize: UltimateLimits.photoBytes)
            let input = try AddPhotoInput(upload.fields)
            return (upload.data, input.angle, input.session, input.challenge, input.note)
        }) { [app] upload in
            try app.addPhoto(upload.0, angle: upload.1, session: upload.2, challenge: upload.3, note: upload.4)
        }
        return Response.seeOther(UltimateRoutes.photoSession.path(photo.sessionID.uuidString, query: ["notice": Notice.photoAdded.rawValue]))
    }

    @Sendable func blurAll(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let input = try BlurInput(try await Form(request))
        try app.changeProfile { $0.blurAllPhotos = input.blur }
        return Response.seeOther(UltimateRoutes.photos.path())
    }

    /// Two sessions side by side (`?a=&b=`).
    @Sendable func compare(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let query = request.uri.queryParameters
        guard let first = query.get("a"), let second = query.get("b") else { throw WebError.badRequest("Choose two sessions to compare.") }
        return Response.html(PhotoPages.compare(try app.comparePhotos(first, second)))
    }

    @Sendable func session(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireID(naming: "photo session")
        return try web.cachedPage(request) {
            .page(PhotoPages.session(try app.photoSessionScreen(id)))
        }
    }

    @Sendable func photo(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireID(naming: "photo").uuidString
        let (photo, session) = try app.photoScreen(id)
        return Response.html(PhotoPages.photo(photo, session: session, revealed: request.uri.queryParameters.get("reveal") == "1"))
    }

    /// A photo's JPEG at a size, blurred while it is shown blurred (unless `?reveal=1`).
    @Sendable func photoFile(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireID(naming: "photo")
        let sizeText = try context.parameters.require("size")
        guard let size = PhotoSize(rawValue: sizeText) else { throw WebError.notFound("There is no photo size “\(sizeText)”.") }
        let revealed = request.uri.queryParameters.get("reveal") == "1"
        let url = try app.photoFile(id, size: size, revealed: revealed)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw UltimateError.unknownPhoto(id.uuidString) }
        // NB: a photo's files never change, but whether it is shown blurred does: kept privately, checked again each time.
        return Response(status: .ok, headers: [.contentType: "image/jpeg", .cacheControl: "private, no-cache"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    @Sendable func blurPhoto(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireID(naming: "photo").uuidString
        try app.setPhotoBlurred(id, try BlurInput(try await Form(request)).blur)
        return Response.seeOther(UltimateRoutes.photo.path(id))
    }

    @Sendable func confirmDelete(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireID(naming: "photo").uuidString
        return Response.html(PhotoPages.confirmDelete(try app.photoScreen(id).photo))
    }

    @Sendable func deletePhoto(_ request: Request, context: BasicRequestContext) async throws -> Response {
        let id = try context.parameters.requireID(naming: "photo").uuidString
        try app.deletePhoto(id)
        return Response.seeOther(UltimateRoutes.photos.path(query: ["notice": Notice.photoDeleted.rawValue]))
    }
}
