/*
 * The outcome classes of a test: the table CLASSES (rif.h), read.
 */
#include <string.h>

#include "rif.h"

static const struct {
	const char *name, *status, *colour, *meaning;
	int prec, bug;
} cls_row[NCLASS] = {
#define CLASS_ROW(id, name, status, prec, bug, colour, meaning) [id] = {name, status, colour, meaning, prec, bug},
	CLASSES(CLASS_ROW)
#undef CLASS_ROW
};

const char *
class_name(int cls)
{
	ensure(cls >= 0 && cls < NCLASS);
	return cls_row[cls].name;
}

const char *
class_status(int cls)
{
	ensure(cls >= 0 && cls < NCLASS);
	return cls_row[cls].status;
}

const char *
class_colour(int cls)
{
	ensure(cls >= 0 && cls < NCLASS);
	return cls_row[cls].colour;
}

const char *
class_meaning(int cls)
{
	ensure(cls >= 0 && cls < NCLASS);
	return cls_row[cls].meaning;
}

int
class_bug(int cls)
{
	ensure(cls >= 0 && cls < NCLASS);
	return cls_row[cls].bug;
}

int
class_by_precedence(int i)
{
	for (int k = 0; k < NCLASS; k++)
		if (cls_row[k].prec == i)
			return k;
	die("no outcome class of precedence %d", i);
	return -1;
}

int
class_lookup(const char *name)
{
	for (int k = 0; k < NCLASS; k++)
		if (strcmp(cls_row[k].name, name) == 0)
			return k;
	return -1;
}
