import DayKit
import PhotosUI
import SwiftUI
import UltimateAppModel
import UltimateCore

/// Photos: take a progress photo with the camera or choose one (the Photos picker), for an angle,
/// and review it before it is saved;
/// the sessions newest first; one angle's timeline; and the way to compare two sessions. Each
/// photo opens to pinch-to-zoom, blur and delete. The Core prepares every photo (upright, no
/// metadata, its sizes) off the main actor.
struct PhotosView: View {
    @Bindable var photos: PhotosModel
    @State private var angleChoice = "front"
    @State private var customAngle = ""
    @State private var takesPhoto = false
    @State private var picksPhoto = false
    @State private var pickerItem: PhotosPickerItem?
    @State private var shown: ShownPhoto?
    @State private var timelineAngle = PhotoAngle.front

    private let columns = [GridItem(.adaptive(minimum: 96), spacing: Tokens.Space.s)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: Tokens.Space.m) {
                    addPhoto
                    if photos.sessions.isEmpty {
                        ContentUnavailableView("No photo yet", systemImage: "camera",
                                               description: Text("Take one a week from the same angles to see the change."))
                    } else {
                        NavigationLink {
                            CompareView(photos: photos)
                        } label: {
                            Label("Compare two sessions", systemImage: "rectangle.split.2x1").font(Tokens.Typography.headline)
                                .frame(maxWidth: .infinity, minHeight: Tokens.tapTarget)
                        }
                        .buttonStyle(.bordered)
                        timeline
                        ForEach(photos.sessions, id: \.session.id) { session in sessionCard(session) }
                    }
                }
                .padding(Tokens.Space.m)
            }
            .screenBackground()
            .navigationTitle("Photos")
            .overlay(alignment: .center) {
                if photos.isWorking { ProgressView().padding(Tokens.Space.l).glassCard() }
            }
            .fullScreenCover(isPresented: $takesPhoto) {
                CameraCapture { data in
                    takesPhoto = false
                    if let data { add(data) }
                }
                .ignoresSafeArea()
            }
            .photosPicker(isPresented: $picksPhoto, selection: $pickerItem, matching: .images)
            .onChange(of: pickerItem) { _, item in
                guard let item else { return }
                Task {
                    if let data = try? await item.loadTransferable(type: Data.self) { add(data) }
                    pickerItem = nil
                }
            }
            // A photo taken or chosen is reviewed before it is saved, with its session's note.
            .sheet(item: Binding(get: { photos.pending }, set: { if $0 == nil { photos.discardPending() } })) { pending in
                PhotoReviewSheet(photos: photos, pending: pending)
            }
            .sheet(item: $shown) { shown in
                PhotoViewer(photos: photos, item: shown.item)
            }
            .messageAlert($photos.message)
        }
    }

    // MARK: - Parts

    private var addPhoto: some View {
        VStack(alignment: .leading, spacing: Tokens.Space.s) {
            Picker("Angle", selection: $angleChoice) {
                Text("Front").tag("front")
                Text("Side").tag("side")
                Text("Back").tag("back")
                Text("Other").tag("other")
            }
            .pickerStyle(.segmented)
            if angleChoice == "other" {
                TextField("Angle's name (up to 30 letters)", text: $customAngle).frame(minHeight: Tokens.tapTarget)
            }
            HStack(spacing: Tokens.Space.s) {
                PrimaryButton(title: "Camera", systemImage: "camera.fill") { takesPhoto = true }
                    .disabled(!CameraCapture.isAvailable)
                SecondaryButton(title: "Library", systemImage: "photo.on.rectangle") { picksPhoto = true }
            }
        }
        .glassCard()
    }

    private var timeline: some View {
        VStack(alignment: .leading, spacing: Tokens.Space.s) {
            Text("Timeline").font(Tokens.Typography.headline)
            Picker("Angle", selection: $timelineAngle) {
                ForEach(photos.angles, id: \.self) { angle in Text(angle.name.capitalized).tag(angle) }
            }
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: Tokens.Space.s) {
                    ForEach(photos.timeline(of: timelineAngle), id: \.id) { entry in
                        Button { shown = ShownPhoto(item: entry.photo) } label: {
                            VStack(spacing: Tokens.Space.xs) {
                                PhotoImage(file: photos.fileURL(entry.photo.photo, size: .thumbnail),
                                           label: "\(entry.photo.photo.angle.name) photo of \(entry.day.formatted(.medium))")
                                    .frame(width: 96, height: 128)
                                    .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.control))
                                Text(entry.day.formatted(.short)).font(Tokens.Typography.caption1)
                            }
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
        }
        .glassCard()
    }

    private func sessionCard(_ session: PhotoSessionScreen) -> some View {
        VStack(alignment: .leading, spacing: Tokens.Space.s) {
            Text(session.session.day.formatted(.full)).font(Tokens.Typography.headline)
            if let challenge = session.challengeName {
                Text(challenge).font(Tokens.Typography.footnote).foregroundStyle(Tokens.muted)
            }
            LazyVGrid(columns: columns, spacing: Tokens.Space.s) {
                ForEach(session.photos, id: \.photo.id) { item in
                    Button { shown = ShownPhoto(item: item) } label: {
                        PhotoImage(file: photos.fileURL(item.photo, size: .thumbnail),
                                   label: "\(item.photo.angle.name) photo\(item.shownBlurred ? ", blurred" : ""); opens it")
                            .frame(height: 128)
                            .clipShape(RoundedRectangle(cornerRadius: Tokens.Radius.control))
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .glassCard()
    }

    private func add(_ data: Data) {
        let name = angleChoice == "other" ? customAngle : angleChoice
        guard let angle = photos.angle(named: name) else { return }
        photos.review(data, angle: angle)
    }
}

/// A photo just taken or chosen, before it is saved: the picture, its angle, whether it starts a
/// session of its own (it joins today's otherwise) with a note for that session, then Save or
/// Retake (the seed's "Review & Save").
struct PhotoReviewSheet: View {
    @Bindable var photos: PhotosModel
    let pending: PhotosModel.PendingPhoto

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    if let image = UIImage(data: pending.data) {
                        Image(uiImage: image).resizable().aspectRatio(contentMode: .fit).frame(maxHeight: 320)
                            .accessibilityLabel("The \(pending.angle.name) photo")
                    }
                    LabeledContent("Angle", value: pending.angle.name)
                }
                Section {
                    if photos.todaysSession != nil {
                        Toggle("A session of its own", isOn: $photos.pendingStartsSession)
                    }
                    if photos.pendingStartsSession {
                        TextField("Note for the session (optional)", text: $photos.pendingNote)
                    }
                } footer: {
                    Text(photos.pendingStartsSession ? "Its session is dated today." : "It joins today's session.")
                }
            }
            .navigationTitle("Review")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Retake") { photos.discardPending() } }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { Task { await photos.savePending() } }.disabled(photos.isWorking)
                }
            }
            .messageAlert($photos.message)
        }
    }
}

/// A photo opened from the grid or the timeline.
struct ShownPhoto: Identifiable {
    let item: PhotoItem
    var id: UUID { item.photo.id }
}

#if canImport(DeveloperToolsSupport)
#Preview { PhotosView(photos: PreviewData.screens().photos) }

#Preview("Review before saving") {
    let photos = PreviewData.screens().photos
    photos.review(Data(), angle: .front)
    return PhotoReviewSheet(photos: photos, pending: photos.pending!)
}
#endif
