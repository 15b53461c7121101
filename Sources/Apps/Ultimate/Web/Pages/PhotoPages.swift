import DayKit
import Foundation
import UltimateCore
import WebSupport

/// Photos (tab 4): the timeline of sessions, a session with its angle slots, one photo, and two
/// sessions compared. Images come only through the app's photo route, blurred when they should be.
enum PhotoPages {
    typealias Routes = UltimateRoutes

    static let angles: [PhotoAngle] = [.front, .side, .back]

    /// A photo at `size`; its width and height give the browser the shape before it loads (every
    /// size has the full image's proportions).
    static func image(_ photo: PhotoItem, size: PhotoSize, alt: String, className: String = "photo-image") -> HTML {
        let blurred = photo.shownBlurred
        return """
            <img class="\(className)\(blurred ? " blurred" : "")" src="\(Routes.photoFile.path(photo.photo.id.uuidString, size.rawValue))" \
            alt="\(alt)\(blurred ? " (blurred)" : "")" width="\(photo.photo.width)" height="\(photo.photo.height)" loading="lazy">
            """
    }

    static func timeline(_ screen: PhotosScreen) -> HTML {
        let chrome = PageChrome(title: "Photos", tab: UltimateWebApp.Tab.photos.rawValue, message: UltimatePage.current.notice, pageClass: "photos-page")
        let header = Components.largeHeader("Photos", subtitle: "Private to this device. Location and camera details are removed.")
        let newSession: HTML = """
            <details class="glass-card new-session"\(if: screen.sessions.isEmpty, " open")><summary class="headline">New session</summary>
            \(uploadForm(session: "new", angle: nil, screen: screen, title: "Front, side, back or your own angle"))
            </details>
            """
        guard !screen.sessions.isEmpty else {
            return UltimateWebApp.page(chrome, header: header, content: """
                <section class="empty-state glass-card">
                  <p class="empty-emoji" aria-hidden="true">📸</p>
                  <h2 class="title-2">No progress photos yet</h2>
                  <p class="callout muted">Take a front, side and back photo now; compare them with later ones as you go.</p>
                </section>
                \(newSession)
                """)
        }
        let compare: HTML = screen.sessions.count < 2 ? .empty : """
            <form class="glass-card form compare-form" method="get" action="\(Routes.comparePhotos.path())">
              <h2 class="headline">Compare two sessions</h2>
              <div class="compare-pickers">
                \(sessionPicker("a", screen.sessions, selected: screen.sessions.last!.session.id, label: "Before"))
                \(sessionPicker("b", screen.sessions, selected: screen.sessions.first!.session.id, label: "After"))
              </div>
              <button class="button secondary wide" type="submit">Compare</button>
            </form>
            """
        return UltimateWebApp.page(chrome, header: header, content: """
            \(newSession)
            \(compare)
            <form class="glass-card toggle-row" method="post" action="\(Routes.blurAll.path())">
              <span class="callout">Blur every photo until I reveal it</span>
              <button class="switch" type="submit" name="blur" value="\(screen.blurAll ? "off" : "on")" role="switch" \
            aria-checked="\(screen.blurAll ? "true" : "false")" aria-label="Blur every photo"></button>
            </form>
            \(screen.sessions.map(sessionCard))
            """)
    }

    static func sessionPicker(_ name: String, _ sessions: [PhotoSessionScreen], selected: UUID, label: String) -> HTML {
        """
        <label class="field"><span class="subhead">\(label)</span><select name="\(name)">
        \(sessions.map { session in
            "<option value=\"\(session.session.id.uuidString)\"\(if: session.session.id == selected, " selected")>\(session.session.day.formatted(.medium))</option>\n" as HTML
        })</select></label>
        """
    }

    static func title(_ session: PhotoSessionScreen) -> String {
        session.session.day.formatted(.full) + (session.challengeName.map { " · \($0)" } ?? "")
    }

    static func sessionCard(_ session: PhotoSessionScreen) -> HTML {
        """
        <section class="glass-card session-card">
          <a class="session-head" href="\(Routes.photoSession.path(session.session.id.uuidString))">
            <span class="headline">\(title(session))</span><span class="footnote muted">\(session.photos.count) photo\(session.photos.count == 1 ? "" : "s")</span></a>
          \(session.session.note.map { "<p class=\"footnote muted\">\($0)</p>" as HTML })
          <ul class="photo-grid">
          \(session.photos.map { photo in
            """
            <li><a href="\(Routes.photo.path(photo.photo.id.uuidString))">\(image(photo, size: .thumbnail, alt: "\(photo.photo.angle.name.capitalized), \(session.session.day.formatted(.medium))"))\
            <span class="caption">\(photo.photo.angle.name.capitalized)</span></a></li>
            """ as HTML
          })</ul>
        </section>
        """
    }

    /// A form that adds one photo: to a new session (with its challenge and note; `screen` says
    /// which challenges run) or to `session` at `angle` (nil: the person picks it).
    static func uploadForm(session: String, angle: PhotoAngle?, screen: PhotosScreen? = nil, title: String) -> HTML {
        let anglePicker: HTML = angle.map { "<input type=\"hidden\" name=\"angle\" value=\"\($0.name)\">" as HTML } ?? """
            <fieldset class="angle-picker"><legend class="subhead">Angle</legend>
            \(angles.map { angle in
                "<label><input type=\"radio\" name=\"angle\" value=\"\(angle.name)\"\(if: angle == .front, " checked")><span>\(angle.name.capitalized)</span></label>" as HTML
            })
            <label><input type="radio" name="angle" value="custom"><span>Other</span></label>
            </fieldset>
            <label class="field"><span class="subhead">Label for “Other” (e.g. flexed)</span><input name="label" maxlength="30"></label>
            """
        return """
            <form class="glass-card form upload-form" method="post" action="\(Routes.addPhoto.path())" enctype="multipart/form-data">
              <h2 class="headline">\(title)</h2>
              <input type="hidden" name="session" value="\(session)">
              \(anglePicker)
              \(screen.map(challengeChoice))
              \(if: session == "new", "<label class=\"field\"><span class=\"subhead\">Note</span><input name=\"note\" maxlength=\"500\"></label>")
              <label class="field"><span class="subhead">Photo</span>
                <input class="file-input" type="file" name="photo" accept="image/jpeg,image/png,image/heic,image/webp" capture="environment" required></label>
              <button class="button primary wide" type="submit">Add photo</button>
              <p class="footnote muted">JPEG, PNG, HEIC or WebP, up to 25 MB.</p>
            </form>
            """
    }

    /// Which challenge a new session is for: the one running, said; a choice when several run.
    static func challengeChoice(_ screen: PhotosScreen) -> HTML {
        if let only = screen.newPhotoChallenge {
            return """
                <p class="subhead muted">For \(only.name): it completes today's progress photo.</p>
                <input type="hidden" name="challenge" value="\(only.id.uuidString)">
                """
        }
        guard !screen.runningChallenges.isEmpty else { return .empty }
        return """
            <label class="field"><span class="subhead">For a challenge</span><select name="challenge" required>
              <option value="" selected disabled>Choose one</option>
            \(screen.runningChallenges.map { "<option value=\"\($0.id.uuidString)\">\($0.name)</option>\n" as HTML })  <option value="none">None of them</option>
            </select></label>
            """
    }

    /// A session: its photos by angle, and a slot to fill for each missing angle.
    static func session(_ session: PhotoSessionScreen) -> HTML {
        let chrome = PageChrome(title: title(session), tab: UltimateWebApp.Tab.photos.rawValue, message: UltimatePage.current.notice, pageClass: "photo-session-page")
        let header = Components.navBar(session.session.day.formatted(.full), back: Routes.photos.path(), backLabel: "Photos")
        let id = session.session.id.uuidString
        let missing = angles.filter { angle in !session.photos.contains { $0.photo.angle == angle } }
        return UltimateWebApp.page(chrome, header: header, content: """
            \(session.challengeName.map { "<p class=\"subhead muted\">For \($0)</p>" as HTML })
            \(session.session.note.map { "<p class=\"callout\">\($0)</p>" as HTML })
            <ul class="photo-grid large">
            \(session.photos.map { photo in
                """
                <li><a href="\(Routes.photo.path(photo.photo.id.uuidString))">\(image(photo, size: .thumbnail, alt: photo.photo.angle.name.capitalized))\
                <span class="caption">\(photo.photo.angle.name.capitalized)</span></a></li>
                """ as HTML
            })</ul>
            \(missing.map { uploadForm(session: id, angle: $0, title: "\($0.name.capitalized) photo") })
            \(uploadForm(session: id, angle: nil, title: "Another angle"))
            """)
    }

    /// One photo, large: reveal, blur, delete.
    static func photo(_ photo: PhotoItem, session: PhotoSessionScreen, revealed: Bool) -> HTML {
        let chrome = PageChrome(title: photo.photo.angle.name.capitalized, tab: UltimateWebApp.Tab.photos.rawValue, pageClass: "photo-page")
        let header = Components.navBar("\(photo.photo.angle.name.capitalized) · \(session.session.day.formatted(.medium))",
                                       back: Routes.photoSession.path(session.session.id.uuidString), backLabel: "Session")
        let id = photo.photo.id.uuidString
        let src = Routes.photoFile.path(id, PhotoSize.full.rawValue, query: revealed ? ["reveal": "1"] : [:])
        let blurredNow = photo.shownBlurred && !revealed
        return UltimateWebApp.page(chrome, header: header, content: """
            <figure class="photo-full glass-card" data-zoomable>
              <img class="photo-image\(blurredNow ? " blurred" : "")" src="\(src)" alt="\(photo.photo.angle.name.capitalized) photo of \(session.session.day.formatted(.medium))\(blurredNow ? " (blurred)" : "")" \
            width="\(photo.photo.width)" height="\(photo.photo.height)">
            </figure>
            <p class="footnote muted zoom-hint">Pinch or double-tap to zoom, or <a href="\(src)">open it full size</a>.</p>
            \(if: blurredNow, "<a class=\"button secondary wide\" href=\"\(Routes.photo.path(id, query: ["reveal": "1"]))\">Reveal</a>")
            <form method="post" action="\(Routes.blurPhoto.path(id))">
              <button class="button secondary wide" type="submit" name="blur" value="\(photo.photo.isBlurred ? "off" : "on")">\(photo.photo.isBlurred ? "Stop blurring this photo" : "Blur this photo")</button>
            </form>
            <a class="button secondary destructive wide" href="\(Routes.deletePhoto.path(id))">Delete…</a>
            """)
    }

    static func confirmDelete(_ photo: PhotoItem) -> HTML {
        let id = photo.photo.id.uuidString
        let chrome = PageChrome(title: "Delete this photo?", pageClass: "confirm-page")
        return UltimateWebApp.page(chrome,
                                   header: Components.navBar("Photo", back: Routes.photo.path(id), backLabel: "Photo"),
                                   content: Layout.confirmDialog(
                                       heading: "Delete this photo?", message: "Its files are removed from this device. This cannot be undone.",
                                       action: Routes.deletePhoto.path(id), confirmLabel: "Delete", cancelHref: Routes.photo.path(id)))
    }

    /// The after photo over the before one, a slider moving the line between them.
    static func overlay(_ before: PhotoItem, _ after: PhotoItem, angle: String) -> HTML {
        """
        <div class="overlay-compare" data-overlay>
          <div class="overlay-stage">
            \(image(before, size: .full, alt: "\(angle.capitalized), before", className: "overlay-before"))
            \(image(after, size: .full, alt: "\(angle.capitalized), after", className: "overlay-after"))
          </div>
          <label class="field"><span class="subhead">Slide from before to after</span>
            <input type="range" min="0" max="100" value="50" aria-label="\(angle.capitalized): before and after"></label>
        </div>
        """
    }

    /// Two sessions side by side, angle by angle, with the days between them.
    static func compare(_ comparison: PhotoComparison) -> HTML {
        let chrome = PageChrome(title: "Compare", tab: UltimateWebApp.Tab.photos.rawValue, pageClass: "compare-page")
        let header = Components.navBar("Compare", back: Routes.photos.path(), backLabel: "Photos")
        let days = comparison.daysApart
        return UltimateWebApp.page(chrome, header: header, content: """
            <p class="headline compare-span">\(days == 0 ? "The same day" : days == 1 ? "1 day apart" : "\(days) days apart")</p>
            <p class="subhead muted compare-legend"><span>\(comparison.before.session.day.formatted(.full))</span><span>\(comparison.after.session.day.formatted(.full))</span></p>
            \(comparison.pairs.map { pair in
                """
                <section class="compare-pair glass-card">
                  <h2 class="headline">\(pair.angle.name.capitalized)</h2>
                  <div class="compare-row">
                    \(pair.before.map { image($0, size: .thumbnail, alt: "\(pair.angle.name.capitalized), before") } ?? "<span class=\"photo-missing\">No photo</span>")
                    \(pair.after.map { image($0, size: .thumbnail, alt: "\(pair.angle.name.capitalized), after") } ?? "<span class=\"photo-missing\">No photo</span>")
                  </div>
                  \(pair.before.flatMap { before in pair.after.map { after in overlay(before, after, angle: pair.angle.name) } })
                </section>
                """ as HTML
            })
            """)
    }
}
