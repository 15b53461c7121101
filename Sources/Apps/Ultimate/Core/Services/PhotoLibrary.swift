import Foundation

/// Where progress photos are kept (the `photos` folder beside the database) and what prepares them.
/// A photo's files are written before its row, into a folder named after it; a folder no row names
/// is an interrupted add, removed by `sweep`.
public struct PhotoLibrary: Sendable {
    /// The data directory: photo paths are relative to it.
    public let root: URL
    /// Prepares uploaded files; nil where photos cannot be processed.
    public let processor: (any PhotoProcessor)?

    static let folderName = "photos"
    /// Folders younger than this are left to the add that may still be writing them.
    static let sweepAge: TimeInterval = 10 * 60

    public init(root: URL, processor: (any PhotoProcessor)?) {
        self.root = root
        self.processor = processor
    }

    /// The platform's processor: ImageIO and Core Image on Apple platforms, libvips on Linux.
    public static var platformProcessor: (any PhotoProcessor)? {
        availableProcessors.first
    }

    /// Every processor compiled into this build, the platform's first (a Mac with libvips has
    /// both): the photo contract tests run each.
    public static var availableProcessors: [any PhotoProcessor] {
        var processors: [any PhotoProcessor] = []
        #if canImport(ImageIO)
        processors.append(ImageIOPhotoProcessor())
        #endif
        #if canImport(VipsImaging)
        processors.append(LibvipsPhotoProcessor())
        #endif
        return processors
    }

    /// A library in a new temporary directory (an in-memory app's).
    public static func temporary() -> PhotoLibrary {
        PhotoLibrary(root: FileManager.default.temporaryDirectory.appendingPathComponent("ultimate-\(UUID().uuidString)"),
                     processor: platformProcessor)
    }

    var folder: URL { root.appendingPathComponent(Self.folderName) }

    /// The file at `relativePath` (a `PhotoFiles` path).
    public func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// How a photo file is written: on the iPhone with file protection, readable once the phone has
    /// been unlocked after a restart (a widget or a notification action may read it while locked),
    /// and, like the rest of the data folder, included in the device backup.
    static var fileWriting: Data.WritingOptions {
        #if os(iOS)
        [.completeFileProtectionUntilFirstUserAuthentication]
        #else
        []
        #endif
    }

    /// Writes a prepared photo's files into its folder: first under a temporary name, then renamed
    /// into place, so a folder with the photo's name is always whole.
    func write(_ photo: PreparedPhoto, id: UUID) throws {
        let files = PhotoFiles(id: id)
        let partial = folder.appendingPathComponent(id.uuidString + ".partial")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        do {
            for (data, path) in [(photo.full, files.full), (photo.thumbnail, files.thumbnail),
                                 (photo.blurredFull, files.blurredFull), (photo.blurredThumbnail, files.blurredThumbnail)] {
                try data.write(to: partial.appendingPathComponent((path as NSString).lastPathComponent), options: Self.fileWriting)
            }
            try FileManager.default.moveItem(at: partial, to: url(files.folder))
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }

    /// Whether photo `id`'s folder is there (a restore keeps the files it finds).
    func hasFolder(_ id: UUID) -> Bool {
        FileManager.default.fileExists(atPath: url(PhotoFiles(id: id).folder).path)
    }

    /// Removes a photo's folder.
    func remove(_ id: UUID) {
        try? FileManager.default.removeItem(at: url(PhotoFiles(id: id).folder))
    }

    /// Removes every folder (and partial folder) older than `sweepAge` whose photo has no row.
    @discardableResult
    func sweep(keeping ids: Set<UUID>) -> Int {
        // NB: a folder's age is file-system time (its modification date), not the app's clock.
        let now = Date()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed = 0
        for name in names {
            let id = UUID(uuidString: name.hasSuffix(".partial") ? String(name.dropLast(8)) : name)
            if let id, ids.contains(id), !name.hasSuffix(".partial") { continue }
            let path = folder.appendingPathComponent(name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: path.path)[.modificationDate] as? Date) ?? .distantPast
            guard now.timeIntervalSince(modified) >= Self.sweepAge else { continue }
            if (try? FileManager.default.removeItem(at: path)) != nil { removed += 1 }
        }
        return removed
    }

    /// Removes every photo file.
    func removeAll() {
        try? FileManager.default.removeItem(at: folder)
    }
}
