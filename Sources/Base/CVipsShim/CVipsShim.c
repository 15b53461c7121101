#include "CVipsShim.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libvips is loaded with the first photo (`hs_vips_start`), not linked: a server that never sees
// a photo never maps it and the ~90 libraries it needs. The shim is the one place that names
// libvips, so it declares here the little of libvips' and GLib's headers it uses: the types, the
// enum values and one table of function pointers with the signatures of <vips/*.h> (libvips 8,
// ABI 42); the varargs functions stay varargs.

typedef int gboolean;             // <glib/gtypes.h>
typedef unsigned long GType;      // <glib-object.h>: a gsize

enum {
    HS_VIPS_ABI = 42,                           // the soname's number: VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE
    HS_VIPS_SIZE_DOWN = 2,                      // <vips/resample.h> VipsSize
    HS_VIPS_FAIL_ON_WARNING = 3,                // <vips/foreign.h> VipsFailOn
    HS_VIPS_FOREIGN_HEIF_COMPRESSION_HEVC = 1,  // <vips/foreign.h> VipsForeignHeifCompression
    HS_VIPS_INTERPRETATION_sRGB = 22,           // <vips/image.h> VipsInterpretation
};
#define HS_VIPS_META_ICC_NAME "icc-profile-data"  // <vips/header.h> VIPS_META_ICC_NAME

static struct {
    int (*vips_init)(const char *argv0);
    int (*vips_version)(int flag);
    void (*vips_cache_set_max)(int max);
    void (*vips_leak_set)(gboolean leak);
    const char *(*vips_foreign_find_load_buffer)(const void *data, size_t size);
    VipsImage *(*vips_image_new_from_buffer)(const void *buf, size_t len, const char *option_string, ...);
    GType (*vips_image_get_typeof)(const VipsImage *image, const char *name);
    int (*vips_thumbnail_buffer)(void *buf, size_t len, VipsImage **out, int width, ...);
    int (*vips_thumbnail_image)(VipsImage *in, VipsImage **out, int width, ...);
    int (*vips_gaussblur)(VipsImage *in, VipsImage **out, double sigma, ...);
    VipsImage *(*vips_image_copy_memory)(VipsImage *image);
    int (*vips_jpegsave_buffer)(VipsImage *in, void **buf, size_t *len, ...);
    int (*vips_pngsave_buffer)(VipsImage *in, void **buf, size_t *len, ...);
    int (*vips_webpsave_buffer)(VipsImage *in, void **buf, size_t *len, ...);
    int (*vips_heifsave_buffer)(VipsImage *in, void **buf, size_t *len, ...);
    void (*vips_error)(const char *domain, const char *fmt, ...);
    int (*vips_black)(VipsImage **out, int width, int height, ...);
    int (*vips_draw_rect)(VipsImage *image, double *ink, int n, int left, int top, int width, int height, ...);
    int (*vips_gaussnoise)(VipsImage **out, int width, int height, ...);
    int (*vips_bandjoin)(VipsImage **in, VipsImage **out, int n, ...);
    int (*vips_cast_uchar)(VipsImage *in, VipsImage **out, ...);
    int (*vips_copy)(VipsImage *in, VipsImage **out, ...);
    int (*vips_icc_transform)(VipsImage *in, VipsImage **out, const char *output_profile, ...);
    void (*vips_image_set_int)(VipsImage *image, const char *name, int i);
    void (*vips_image_set_string)(VipsImage *image, const char *name, const char *str);
    int (*vips_image_get_width)(const VipsImage *image);
    int (*vips_image_get_height)(const VipsImage *image);
    int (*vips_getpoint)(VipsImage *in, double **vector, int *n, int x, int y, ...);
    char **(*vips_image_get_fields)(VipsImage *image);
    const char *(*vips_error_buffer)(void);
    void (*vips_error_clear)(void);
    void (*g_object_unref)(void *object);
    char *(*g_strdup)(const char *str);
    void (*g_free)(void *mem);
    void (*g_strfreev)(char **str_array);
} vips;

static int hs_vips_started = -1;  // written once, under pthread_once
static char hs_vips_problem[512];  // why libvips could not start, when it could not

/// Notes why libvips could not start; -1.
__attribute__((format(printf, 1, 2))) static int hs_vips_refuse(const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(hs_vips_problem, sizeof hs_vips_problem, format, arguments);
    va_end(arguments);
    return -1;
}

/// Opens libvips: `HABITSUITE_LIBVIPS` when set (another build, or a name that does not exist),
/// else the soname where the system keeps it; NULL with the problem noted.
static void *hs_vips_open_library(void) {
    const char *chosen = getenv("HABITSUITE_LIBVIPS");
#ifdef __APPLE__
    // NB: Homebrew's folders are not on dlopen's default path.
    const char *names[] = {"libvips.42.dylib", "/opt/homebrew/lib/libvips.42.dylib", "/usr/local/lib/libvips.42.dylib"};
#else
    const char *names[] = {"libvips.so.42"};
#endif
    const size_t count = chosen && *chosen ? 1 : sizeof names / sizeof names[0];
    char first[256] = "";
    for (size_t index = 0; index < count; index++) {
        void *library = dlopen(chosen && *chosen ? chosen : names[index], RTLD_NOW | RTLD_LOCAL);
        if (library) return library;
        const char *why = dlerror();
        if (index == 0) snprintf(first, sizeof first, "%s", why ? why : "not found");
    }
    hs_vips_refuse("libvips is not installed (%s); run scripts/install-libraries", first);
    return NULL;
}

static int hs_vips_load(void) {
    void *library = hs_vips_open_library();
    if (!library) return -1;
    const char *missing = NULL;
#define HS_RESOLVE(name) \
    if (!missing && !(vips.name = (__typeof__(vips.name))dlsym(library, #name))) missing = #name;
    HS_RESOLVE(vips_init) HS_RESOLVE(vips_version) HS_RESOLVE(vips_cache_set_max) HS_RESOLVE(vips_leak_set)
    HS_RESOLVE(vips_foreign_find_load_buffer) HS_RESOLVE(vips_image_new_from_buffer) HS_RESOLVE(vips_image_get_typeof)
    HS_RESOLVE(vips_thumbnail_buffer) HS_RESOLVE(vips_thumbnail_image) HS_RESOLVE(vips_gaussblur)
    HS_RESOLVE(vips_image_copy_memory) HS_RESOLVE(vips_jpegsave_buffer) HS_RESOLVE(vips_pngsave_buffer)
    HS_RESOLVE(vips_webpsave_buffer) HS_RESOLVE(vips_heifsave_buffer) HS_RESOLVE(vips_error) HS_RESOLVE(vips_black)
    HS_RESOLVE(vips_draw_rect) HS_RESOLVE(vips_gaussnoise) HS_RESOLVE(vips_bandjoin) HS_RESOLVE(vips_cast_uchar)
    HS_RESOLVE(vips_copy) HS_RESOLVE(vips_icc_transform) HS_RESOLVE(vips_image_set_int) HS_RESOLVE(vips_image_set_string)
    HS_RESOLVE(vips_image_get_width) HS_RESOLVE(vips_image_get_height) HS_RESOLVE(vips_getpoint)
    HS_RESOLVE(vips_image_get_fields) HS_RESOLVE(vips_error_buffer) HS_RESOLVE(vips_error_clear)
    HS_RESOLVE(g_object_unref) HS_RESOLVE(g_strdup) HS_RESOLVE(g_free) HS_RESOLVE(g_strfreev)
#undef HS_RESOLVE
    if (missing) {
        dlclose(library);
        return hs_vips_refuse("the installed libvips has no %s; HabitSuite needs libvips 8.12 or later "
                              "(scripts/install-libraries installs it)", missing);
    }
    // NB: what VIPS_INIT checks before vips_init: the library's ABI is the one these signatures are for.
    int abi = vips.vips_version(3) - vips.vips_version(5);
    if (abi != HS_VIPS_ABI) {
        dlclose(library);
        return hs_vips_refuse("the installed libvips has ABI %d, not %d; install libvips 8 (libvips.so.42)", abi, HS_VIPS_ABI);
    }
    return 0;
}

static void hs_vips_start_once(void) {
    if (hs_vips_load() != 0) return;
    int started = vips.vips_init("habitsuite");
    if (started == 0) {
        // A phone's photos are processed one at a time; keep libvips' caches small.
        vips.vips_cache_set_max(0);
        vips.vips_leak_set(0);
    } else {
        hs_vips_refuse("libvips could not start: %s", vips.vips_error_buffer());
    }
    __atomic_store_n(&hs_vips_started, started, __ATOMIC_RELEASE);
}

int hs_vips_start(void) {
    // NB: vips_init's own once-only flag is not a lock: two threads starting it together (tests
    // run in parallel) both register libvips' types, which GLib reports as critical.
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, hs_vips_start_once);
    return hs_vips_started;
}

int hs_vips_has_started(void) {
    return __atomic_load_n(&hs_vips_started, __ATOMIC_ACQUIRE) == 0;
}

const char *hs_vips_loader(const void *buf, size_t len) {
    return vips.vips_foreign_find_load_buffer(buf, len);
}

// Fails on the first warning as well as on errors: a JPEG whose data ends before its header's
// size ("premature end of data") is a warning to libjpeg, and would otherwise come out grey.
VipsImage *hs_vips_upright_fit(const void *buf, size_t len, int edge) {
    // Only an image with its own colour profile (an iPhone's Display P3) needs converting to sRGB;
    // reading the header alone tells, and skips a colour transform for every other image.
    VipsImage *header = vips.vips_image_new_from_buffer(buf, len, "", NULL);
    if (!header) return NULL;
    gboolean profiled = vips.vips_image_get_typeof(header, HS_VIPS_META_ICC_NAME) != 0;
    vips.g_object_unref(header);
    VipsImage *out = NULL;
    int failed = profiled
        ? vips.vips_thumbnail_buffer((void *)buf, len, &out, edge, "height", edge, "size", HS_VIPS_SIZE_DOWN,
                                     "export_profile", "srgb", "fail_on", HS_VIPS_FAIL_ON_WARNING,
                                     "option_string", "fail_on=warning", NULL)
        : vips.vips_thumbnail_buffer((void *)buf, len, &out, edge, "height", edge, "size", HS_VIPS_SIZE_DOWN,
                                     "fail_on", HS_VIPS_FAIL_ON_WARNING, "option_string", "fail_on=warning", NULL);
    return failed ? NULL : out;
}

VipsImage *hs_vips_fit(VipsImage *in, int edge) {
    VipsImage *out = NULL;
    if (vips.vips_thumbnail_image(in, &out, edge, "height", edge, "size", HS_VIPS_SIZE_DOWN, NULL))
        return NULL;
    return out;
}

VipsImage *hs_vips_blur(VipsImage *in, double sigma) {
    VipsImage *out = NULL;
    if (vips.vips_gaussblur(in, &out, sigma, NULL))
        return NULL;
    return out;
}

VipsImage *hs_vips_in_memory(VipsImage *in) {
    return vips.vips_image_copy_memory(in);
}

int hs_vips_jpeg(VipsImage *in, int quality, void **buf, size_t *len) {
    return vips.vips_jpegsave_buffer(in, buf, len, "Q", quality, "strip", 1, NULL);
}

int hs_vips_encode(VipsImage *in, const char *format, void **buf, size_t *len) {
    if (strcmp(format, "jpeg") == 0) return vips.vips_jpegsave_buffer(in, buf, len, NULL);
    if (strcmp(format, "png") == 0) return vips.vips_pngsave_buffer(in, buf, len, NULL);
    if (strcmp(format, "webp") == 0) return vips.vips_webpsave_buffer(in, buf, len, NULL);
    if (strcmp(format, "heif") == 0)
        return vips.vips_heifsave_buffer(in, buf, len, "compression", HS_VIPS_FOREIGN_HEIF_COMPRESSION_HEVC, NULL);
    vips.vips_error("habitsuite", "unknown format %s", format);
    return -1;
}

/// `in` marked as sRGB (a new image over the same pixels); `in` is released. NULL on failure.
static VipsImage *hs_vips_as_srgb(VipsImage *in) {
    VipsImage *out = NULL;
    int failed = vips.vips_copy(in, &out, "interpretation", HS_VIPS_INTERPRETATION_sRGB, NULL);
    vips.g_object_unref(in);
    return failed ? NULL : out;
}

VipsImage *hs_vips_sample(int width, int height) {
    VipsImage *black = NULL;
    if (vips.vips_black(&black, width, height, "bands", 3, NULL)) return NULL;
    VipsImage *image = vips.vips_image_copy_memory(black);
    vips.g_object_unref(black);
    if (!image) return NULL;
    double red[3] = {255, 0, 0};
    double blue[3] = {0, 0, 255};
    if (vips.vips_draw_rect(image, red, 3, 0, 0, width, height / 2, "fill", 1, NULL) ||
        vips.vips_draw_rect(image, blue, 3, 0, height / 2, width, height - height / 2, "fill", 1, NULL)) {
        vips.g_object_unref(image);
        return NULL;
    }
    return hs_vips_as_srgb(image);
}

VipsImage *hs_vips_noise(int width, int height, double sigma) {
    VipsImage *bands[3] = {NULL, NULL, NULL};
    VipsImage *joined = NULL, *out = NULL;
    for (int i = 0; i < 3; i++)
        if (vips.vips_gaussnoise(&bands[i], width, height, "sigma", sigma, "mean", 128.0, NULL)) goto done;
    if (vips.vips_bandjoin(bands, &joined, 3, NULL)) goto done;
    if (vips.vips_cast_uchar(joined, &out, NULL)) goto done;
    out = hs_vips_as_srgb(out);
done:
    for (int i = 0; i < 3; i++) if (bands[i]) vips.g_object_unref(bands[i]);
    if (joined) vips.g_object_unref(joined);
    return out;
}

VipsImage *hs_vips_to_profile(VipsImage *in, const char *profile) {
    VipsImage *out = NULL;
    if (vips.vips_icc_transform(in, &out, profile, "input_profile", "srgb", "embedded", 0, NULL)) return NULL;
    return out;
}

void hs_vips_set_int(VipsImage *in, const char *name, int value) {
    vips.vips_image_set_int(in, name, value);
}

void hs_vips_set_text(VipsImage *in, const char *name, const char *value) {
    vips.vips_image_set_string(in, name, value);
}

VipsImage *hs_vips_open(const void *buf, size_t len) {
    return vips.vips_image_new_from_buffer(buf, len, "", NULL);
}

int hs_vips_width(VipsImage *in) { return vips.vips_image_get_width(in); }
int hs_vips_height(VipsImage *in) { return vips.vips_image_get_height(in); }

double hs_vips_point(VipsImage *in, int x, int y, int band) {
    double *vector = NULL;
    int n = 0;
    if (vips.vips_getpoint(in, &vector, &n, x, y, NULL)) return -1;
    double value = band < n ? vector[band] : -1;
    vips.g_free(vector);
    return value;
}

char **hs_vips_fields(VipsImage *in) { return vips.vips_image_get_fields(in); }
void hs_vips_free_names(char **names) { vips.g_strfreev(names); }

char *hs_vips_take_error(void) {
    // NB: a load that failed never succeeds later (pthread_once): its problem stays, and GLib is
    // not there to allocate it.
    if (!hs_vips_has_started()) return hs_vips_problem[0] ? strdup(hs_vips_problem) : NULL;
    char *message = vips.g_strdup(vips.vips_error_buffer());
    vips.vips_error_clear();
    return message;
}

void hs_vips_release(VipsImage *in) {
    if (in) vips.g_object_unref(in);
}

void hs_vips_free(void *buf) {
    if (hs_vips_has_started()) vips.g_free(buf);
    else free(buf);
}
