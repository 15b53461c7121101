// Fixed-argument wrappers over the libvips calls HabitSuite uses. libvips takes its options as C
// varargs (name, value, …, NULL), which Swift cannot call; each wrapper here passes a fixed set.
// No binary links libvips: `hs_vips_start` loads it (dlopen) with the first photo; every other
// function here may be called only once it returned 0.
#ifndef CVIPSSHIM_H
#define CVIPSSHIM_H

#include <stddef.h>

typedef struct _VipsImage VipsImage;

/// Loads libvips (`libvips.so.42`, or the file `HABITSUITE_LIBVIPS` names) and starts it, once
/// per process; 0 on success, else -1 for good, with the reason in `hs_vips_take_error`.
int hs_vips_start(void);

/// 1 once libvips has started in this process (libvips starts on the first photo), else 0.
int hs_vips_has_started(void);

/// The name of the libvips loader that reads `buf` (decided by content), or NULL.
const char *hs_vips_loader(const void *buf, size_t len);

/// The image in `buf`, turned upright by its orientation tag, converted to sRGB and shrunk to fit
/// `edge`×`edge` (never enlarged). Fails (NULL) on any decode error, a truncated file included.
VipsImage *hs_vips_upright_fit(const void *buf, size_t len, int edge);

/// `in` shrunk to fit `edge`×`edge` (never enlarged); NULL on failure.
VipsImage *hs_vips_fit(VipsImage *in, int edge);

/// `in` with a Gaussian blur of `sigma` pixels; NULL on failure.
VipsImage *hs_vips_blur(VipsImage *in, double sigma);

/// `in` decoded into memory (so that several outputs do not decode it again); NULL on failure.
VipsImage *hs_vips_in_memory(VipsImage *in);

/// Encodes `in` as a baseline JPEG of `quality` with every piece of metadata stripped
/// (EXIF, GPS, XMP, IPTC, ICC). The buffer is freed with `hs_vips_free`. 0 on success.
int hs_vips_jpeg(VipsImage *in, int quality, void **buf, size_t *len);

/// Encodes `in` keeping its metadata, as `format` ("jpeg", "png", "webp" or "heif"): for making
/// sample files. 0 on success.
int hs_vips_encode(VipsImage *in, const char *format, void **buf, size_t *len);

/// A `width`×`height` sRGB sample: the top half red, the bottom half blue; NULL on failure.
VipsImage *hs_vips_sample(int width, int height);

/// A `width`×`height` sRGB image of Gaussian noise around mid grey (`sigma` per channel): as hard
/// to compress and decode as a detailed photo; NULL on failure.
VipsImage *hs_vips_noise(int width, int height, double sigma);
/// `in` converted from sRGB to the colour space of `profile` (a file, or libvips' built-in "p3",
/// "cmyk"), which it then carries; NULL on error.
VipsImage *hs_vips_to_profile(VipsImage *in, const char *profile);

/// Sets an integer (`orientation`) or text (`exif-ifd3-GPSLatitude`) metadata field on `in`.
void hs_vips_set_int(VipsImage *in, const char *name, int value);
void hs_vips_set_text(VipsImage *in, const char *name, const char *value);

/// The image in `buf` as stored (not rotated), for inspection; NULL on failure.
VipsImage *hs_vips_open(const void *buf, size_t len);

int hs_vips_width(VipsImage *in);
int hs_vips_height(VipsImage *in);

/// The value of band `band` at (x, y); negative on failure.
double hs_vips_point(VipsImage *in, int x, int y, int band);

/// The metadata field names of `in`, NULL-terminated; free with `hs_vips_free_names`.
char **hs_vips_fields(VipsImage *in);
void hs_vips_free_names(char **names);

/// libvips' last error message (and clears it), or why libvips could not be loaded or started.
/// Free with `hs_vips_free`.
char *hs_vips_take_error(void);

void hs_vips_release(VipsImage *in);
void hs_vips_free(void *buf);

#endif
